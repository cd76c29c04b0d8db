import { graphql } from '../../../gql';

/** A run of text with its marks and link. */
export const TextSpanFields = graphql(`
  fragment TextSpanFields on TextSpan {
    text
    marks
    link {
      ...LinkTargetFields
    }
  }
`);

/** A shortcode: the sign-up form, the gift annuity calculator or the reservation link. */
export const ShortcodeFields = graphql(`
  fragment ShortcodeFields on ShortcodeBlock {
    key
    kind
    title
    text
    actionTitle
    action {
      ...LinkTargetFields
    }
    calculator {
      minimumAge
      maximumAge
      minimumGift
      maximumGift
      ratesEffective
    }
  }
`);

/** The blocks that may stand anywhere, rows' columns and collapsible texts included. */
export const BasicBlockFields = graphql(`
  fragment BasicBlockFields on BasicBlock {
    __typename
    ... on TextBlock {
      key
      style
      spans {
        ...TextSpanFields
      }
    }
    ... on ListBlock {
      key
      ordered
      items {
        key
        level
        spans {
          ...TextSpanFields
        }
      }
    }
    ... on TableBlock {
      key
      caption
      rows {
        name
        value
        summary
      }
    }
    ... on ButtonBlock {
      key
      title
      secondary
      link {
        ...LinkTargetFields
      }
    }
    ... on EmbeddedImageBlock {
      key
      alignment
      image {
        ...ImageFields
      }
    }
    ... on ImageBlock {
      key
      image {
        ...ImageFields
      }
    }
    ... on CollectionAssetBlock {
      key
      caption
      artwork {
        ...ArtworkCardFields
      }
    }
    ... on MapBlock {
      key
      map {
        ...MapFields
      }
    }
    ... on IconBlock {
      key
      icon
      text
    }
    ... on VideoBlock {
      key
      video {
        ...VideoFields
      }
    }
    ... on TicketTypeBlock {
      key
      title
      price
      description
      tickets {
        ...LinkTargetFields
      }
    }
    ... on LogoBlock {
      key
      image {
        ...ImageFields
      }
      website {
        ...LinkTargetFields
      }
    }
    ... on ShortcodeBlock {
      ...ShortcodeFields
    }
    ... on SeparatorBlock {
      key
    }
  }
`);

/** Rich text: the basic blocks, rows of columns and collapsible text. */
export const RichTextFields = graphql(`
  fragment RichTextFields on RichTextBlock {
    __typename
    ...BasicBlockFields
    ... on RowBlock {
      key
      columns {
        key
        blocks {
          ...BasicBlockFields
        }
      }
    }
    ... on CollapsibleTextBlock {
      key
      title
      blocks {
        ...BasicBlockFields
      }
    }
  }
`);
