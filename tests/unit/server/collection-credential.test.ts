import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { bearerTokenForHost, parseHostPrefixTokens } from '../../../server/upstreams/collection-credential';

describe('collection API credential by host prefix', () => {
  const tokens = parseHostPrefixTokens('beta.=beta-token, alpha=alpha-token,beta.eu.=eu-token') ?? [];

  it('chooses the token of the longest prefix the host starts with, else the default', () => {
    expect(bearerTokenForHost('beta.collection.example.org', tokens, 'prod-token')).toBe('beta-token');
    expect(bearerTokenForHost('BETA.EU.collection.example.org', tokens, 'prod-token')).toBe('eu-token');
    expect(bearerTokenForHost('alpha-api.example.org', tokens, 'prod-token')).toBe('alpha-token');
    expect(bearerTokenForHost('collection.example.org', tokens, 'prod-token')).toBe('prod-token');
    expect(bearerTokenForHost('', tokens, 'prod-token')).toBe('prod-token');
  });

  it('parses prefix=token pairs and refuses malformed ones', () => {
    expect(parseHostPrefixTokens('beta.=a')).toEqual([{ prefix: 'beta.', token: 'a' }]);
    expect(parseHostPrefixTokens(' , ')).toEqual([]);
    for (const text of ['beta.', '=token', 'beta.=', 'beta.=a,BETA.=b']) expect(parseHostPrefixTokens(text), text).toBeNull();
  });

  it('reads COLLECTION_TOKENS from the environment without echoing secrets in errors', () => {
    expect(loadConfig({ COLLECTION_TOKENS: 'beta.=b' }).collection).toEqual({ token: 'sample-collection-token', tokensByHostPrefix: [{ prefix: 'beta.', token: 'b' }] });
    let error: unknown;
    try {
      loadConfig({ COLLECTION_TOKENS: 'secret-without-prefix' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('COLLECTION_TOKENS');
    expect((error as ConfigError).message).not.toContain('secret');
  });
});
