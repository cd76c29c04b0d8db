/** The code of each GraphQL error (`extensions.code`; one without a code counts as `INTERNAL_SERVER_ERROR`). */
export function graphqlErrorCodes(errors: ReadonlyArray<{ extensions?: Record<string, unknown> }>): string[] {
  return errors.map((item) => (typeof item.extensions?.code === 'string' ? item.extensions.code : 'INTERNAL_SERVER_ERROR'));
}
