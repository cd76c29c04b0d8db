import type { Env } from '../env-values';
import { ConfigError, httpUrl, ratio, read } from '../env-values';

/** How spans are sampled (OTEL_TRACES_SAMPLER): `parentbased_*` follow the caller's decision when there is one. */
export type TraceSampler = 'always_on' | 'always_off' | 'traceidratio' | 'parentbased_always_on' | 'parentbased_always_off' | 'parentbased_traceidratio';
const TRACE_SAMPLERS: readonly TraceSampler[] = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'];

/** OpenTelemetry trace export over OTLP/HTTP (docs/guides/operations.md, "Traces"). */
export interface TracingConfig {
  /** Where spans are posted: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, or OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`. */
  url: string;
  protocol: 'http/protobuf' | 'http/json';
  serviceName: string;
  sampler: TraceSampler;
  /** The ratio of the `traceidratio` samplers (OTEL_TRACES_SAMPLER_ARG). */
  samplerRatio: number;
}

/** Trace export from the standard OTEL_* variables, or null when no endpoint is set (or the SDK is disabled). */
export function tracingConfig(env: Env): TracingConfig | null {
  if (read(env, 'OTEL_SDK_DISABLED') === 'true') return null;
  const signal = httpUrl(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  const base = httpUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  if (signal === null && base === null) return null;
  const protocolVariable = read(env, 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL') === undefined ? 'OTEL_EXPORTER_OTLP_PROTOCOL' : 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL';
  const protocol = read(env, protocolVariable) ?? 'http/protobuf';
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') throw new ConfigError(protocolVariable, `must be http/protobuf or http/json (gRPC is not supported): ${protocol}`);
  const sampler = read(env, 'OTEL_TRACES_SAMPLER') ?? 'parentbased_always_on';
  if (!(TRACE_SAMPLERS as readonly string[]).includes(sampler)) throw new ConfigError('OTEL_TRACES_SAMPLER', `must be one of ${TRACE_SAMPLERS.join(', ')}: ${sampler}`);
  const samplerRatio = ratio(env, 'OTEL_TRACES_SAMPLER_ARG', 1);
  return {
    url: signal ?? `${base}/v1/traces`,
    protocol,
    serviceName: read(env, 'OTEL_SERVICE_NAME') ?? 'museum-gateway',
    sampler: sampler as TraceSampler,
    samplerRatio,
  };
}
