const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A request from this machine: loopback address, and not relayed by a trusted proxy. */
export const isLocalRequest = (ip: string, behindProxy: boolean) => !behindProxy && LOOPBACK.test(ip);
