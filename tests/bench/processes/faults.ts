// The soak's faulty upstreams, in a process of their own: a fault proxy in front of one upstream
// that flaps (down SOAK_FLAP_DOWN_SECONDS, default 10, in every SOAK_FLAP_PERIOD_SECONDS, default 30)
// and one in front of another that answers SOAK_SLOW_MS late. Both pass until told `faults`.
import { startFaultProxy } from '../../support/fault-proxy';
import { announce, serveOrchestrator, type ToChild } from './ipc';

const flappingUrl = process.env.SOAK_FLAPPING_URL ?? '';
const slowUrl = process.env.SOAK_SLOW_URL ?? '';
const slowMs = Number(process.env.SOAK_SLOW_MS ?? 1000);
const downMs = Number(process.env.SOAK_FLAP_DOWN_SECONDS ?? 10) * 1000;
const periodMs = Number(process.env.SOAK_FLAP_PERIOD_SECONDS ?? 30) * 1000;

const flapping = await startFaultProxy(flappingUrl, { slowMs });
const slow = await startFaultProxy(slowUrl, { slowMs });
const timers: NodeJS.Timeout[] = [];

function flap(): void {
  void flapping.set('down');
  timers.push(setTimeout(() => void flapping.set('pass'), downMs));
}

process.on('message', (message: ToChild) => {
  if (message.type !== 'faults') return;
  void slow.set('slow');
  flap();
  timers.push(setInterval(flap, periodMs));
});
serveOrchestrator('faults', async () => {
  for (const timer of timers) clearTimeout(timer);
  await Promise.all([flapping.close(), slow.close()]);
});
announce({ type: 'ready', origin: flapping.url, urls: { flapping: flapping.url, slow: slow.url } });
