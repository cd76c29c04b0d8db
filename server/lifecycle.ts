/**
 * Where the process is in its shutdown: `draining` (not ready: load balancers should move away,
 * requests are still served as usual) and then `closingConnections` (no new connections accepted;
 * every response closes its connection).
 */
export class Lifecycle {
  draining = false;
  closingConnections = false;
}
