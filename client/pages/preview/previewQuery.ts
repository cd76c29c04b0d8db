import { graphql } from '../../gql';

/** An editor's preview of a draft (private, never cached). */
export const PreviewPageQuery = graphql(`
  query PreviewPage($id: ID!, $path: String!, $expires: String, $signature: String, $galleryPage: Int = 1, $date: String, $time: String) {
    previewPage(id: $id, path: $path, expires: $expires, signature: $signature) {
      ...ContentPageFields
    }
  }
`);
