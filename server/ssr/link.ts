import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { ApolloServer } from '@apollo/server';
import { Observable } from 'rxjs';
import type { GatewayContext } from '../graphql/context';

/**
 * An ApolloLink for server rendering: operations run in-process against the same Apollo Server
 * (same schema, limits, error masking and context factory as /graphql), with no HTTP hop. The
 * operation goes as text, which Apollo Server would otherwise print from the document every time
 * (and then finds parsed and validated in its document store); Apollo Client's `print` keeps the
 * text of each document it printed, and route documents are the same objects render after render.
 */
export function inProcessLink(apollo: ApolloServer<GatewayContext>, contextValue: GatewayContext): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        apollo
          .executeOperation(
            { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
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
