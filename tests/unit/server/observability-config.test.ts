import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { configError } from '../../support/config-error';

describe('observability settings', () => {
  it('serve no metrics and make no spans by default', () => {
    expect(loadConfig({}).observability).toMatchObject({ metrics: null, tracing: null });
    // Compose passes unset variables through as empty strings.
    expect(loadConfig({ METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' }).observability).toMatchObject({ metrics: null, tracing: null });
  });

  it('take every browser error report and forward none by default (spec §9: errors 100 %)', () => {
    expect(loadConfig({}).observability.browserErrors).toEqual({ sampleRate: 1, rateLimit: { max: 10, windowSeconds: 60 }, dsn: null, environment: 'production' });
    expect(loadConfig({ ERROR_REPORTING_DSN: '', ERROR_REPORTING_SAMPLE_RATE: '' }).observability.browserErrors.dsn).toBeNull();
    const set = loadConfig({ ERROR_REPORTING_SAMPLE_RATE: '0.25', ERROR_REPORTING_RATE_LIMIT: '3/60', ERROR_REPORTING_DSN: 'https://abc123@errors.example.org/7', ERROR_REPORTING_ENVIRONMENT: 'staging' });
    expect(set.observability.browserErrors).toEqual({ sampleRate: 0.25, rateLimit: { max: 3, windowSeconds: 60 }, dsn: 'https://abc123@errors.example.org/7', environment: 'staging' });
  });

  it('name a malformed error-reporting setting, never echoing the DSN (its key is a credential)', () => {
    expect(configError({ ERROR_REPORTING_SAMPLE_RATE: '1.5' }).variable).toBe('ERROR_REPORTING_SAMPLE_RATE');
    expect(configError({ ERROR_REPORTING_RATE_LIMIT: 'ten' }).variable).toBe('ERROR_REPORTING_RATE_LIMIT');
    expect(configError({ ERROR_REPORTING_ENVIRONMENT: 'prod uction' }).variable).toBe('ERROR_REPORTING_ENVIRONMENT');
    for (const dsn of ['https://errors.example.org/7', 'https://secretkey@errors.example.org/project', 'ftp://secretkey@errors.example.org/7', 'secretkey']) {
      const error = configError({ ERROR_REPORTING_DSN: dsn });
      expect(error.variable).toBe('ERROR_REPORTING_DSN');
      expect(error.message).not.toContain('secretkey');
    }
  });

  it('serve metrics on METRICS_PORT, on the gateway interface unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).observability.metrics).toEqual({ host: '0.0.0.0', port: 9464, token: null });
    expect(loadConfig({ HOST: '127.0.0.1', METRICS_PORT: '9464' }).observability.metrics).toEqual({ host: '127.0.0.1', port: 9464, token: null });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).observability.metrics).toEqual({ host: '10.0.0.5', port: 9464, token: null });
    expect(configError({ METRICS_PORT: 'on' }).variable).toBe('METRICS_PORT');
  });

  it('ask scrapes for METRICS_TOKEN when it is set, and refuse a short one without echoing it', () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-long-enough-scrape-token' }).observability.metrics?.token).toBe('a-long-enough-scrape-token');
    // Compose passes an unset token through as an empty string: no token asked.
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: '' }).observability.metrics?.token).toBeNull();
    const error = configError({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' });
    expect(error.variable).toBe('METRICS_TOKEN');
    expect(error.message).not.toContain('short');
  });

  it('trace to OTEL_EXPORTER_OTLP_ENDPOINT over http/protobuf, or the traces endpoint as given', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).observability.tracing).toEqual({
      url: 'http://collector:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'museum-gateway',
      sampler: 'parentbased_always_on',
      samplerRatio: 1,
    });
    const specific = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.org/otlp', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    expect(specific.observability.tracing).toMatchObject({ url: 'https://traces.example.org/otlp', protocol: 'http/json' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' }).observability.tracing?.protocol).toBe('http/protobuf');
  });

  it('read the service name and sampler, and OTEL_SDK_DISABLED turns tracing off', () => {
    const tracing = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SERVICE_NAME: 'museum-web', OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }).observability.tracing;
    expect(tracing).toMatchObject({ serviceName: 'museum-web', sampler: 'parentbased_traceidratio', samplerRatio: 0.25 });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }).observability.tracing).toBeNull();
  });

  it('name the variable that is malformed', () => {
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }).variable).toBe('OTEL_EXPORTER_OTLP_ENDPOINT');
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }).variable).toBe('OTEL_EXPORTER_OTLP_PROTOCOL');
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER: 'sometimes' }).variable).toBe('OTEL_TRACES_SAMPLER');
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER_ARG: '2' }).variable).toBe('OTEL_TRACES_SAMPLER_ARG');
  });
});
