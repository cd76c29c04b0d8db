import { ApolloLink } from '@apollo/client';
import type { ApolloServer } from '@apollo/server';
import { print, type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import type { GatewayContext } from '../graphql/context';

/** The text of each document the render sends, printed once: route documents are the same objects render after render. */
const printed = new WeakMap<DocumentNode, string>();

function textOf(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * An ApolloLink for server rendering: operations run in-process against the same Apollo Server
 * (same schema, limits, error masking and context factory as /graphql), with no HTTP hop. The
 * operation goes as text, which Apollo Server would otherwise print from the document every time
 * (and then finds parsed and validated in its document store).
 */
export function inProcessLink(apollo: ApolloServer<GatewayContext>, contextValue: GatewayContext): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        apollo
          .executeOperation(
            { query: textOf(operation.query), variables: operation.variables, operationName: operation.operationName },
            { contextValue },
          )
          .then((response) => {
            if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported in SSR');
            const { data, errors } = response.body.singleResult;
            observer.next(errors ? { data, errors } : { data });
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
