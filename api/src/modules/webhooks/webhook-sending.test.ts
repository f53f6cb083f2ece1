import { isRefusedAddress } from './webhook-address';
import { retryDelayMs } from './retry-schedule';
import { startReceiver } from '../../test/webhook-receiver';
import { RETRY_FOR_MS } from './webhook-outbox';
import { WebhookSender } from './webhook-sender';

describe('isRefusedAddress', () => {
  it.each([
    '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.127.255.255',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::', '::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:192.168.0.1', 'fc00::1', 'fd12:3456::1',
    'fe80::1', 'ff02::1', '64:ff9b::7f00:1', 'not-an-address',
    // IPv4-compatible, ::ffff:0:0:0/96, Teredo, the 6to4 relay and 6to4 forms of private addresses
    '::127.0.0.1', '::7f00:1', '::ffff:0:7f00:1', '2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '192.88.99.1', '2002:7f00:1::1', '2002:c0a8:101::1',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('waits 1 minute after the first failure, doubling to at most 6 hours, with up to half taken off at random', () => {
    const full = (minutes: number) => minutes * 60_000;
    expect(retryDelayMs(1, () => 0)).toBe(full(1) / 2);
    expect(retryDelayMs(1, () => 0.5)).toBe(full(1) * 0.75);
    expect(retryDelayMs(2, () => 0.5)).toBe(full(2) * 0.75);
    expect(retryDelayMs(9, () => 0.5)).toBe(full(256) * 0.75);
    expect(retryDelayMs(10, () => 0.5)).toBe(full(360) * 0.75);
    expect(retryDelayMs(50, () => 0)).toBe(3 * 3600_000);
  });

  it('keeps retrying past 24 hours: the schedule is finite in attempts even with the shortest waits', () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed < RETRY_FOR_MS) elapsed += retryDelayMs(attempts++, () => 0);
    expect(attempts).toBeLessThan(30);
  });
});

describe('WebhookSender', () => {
  it('connects to the addresses it checked, and sends the Host the URL names', async () => {
    const receiver = await startReceiver([], 202);
    try {
      const sender = new WebhookSender({ timeoutMs: 5000, allowPrivate: true });
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const outcome = await sender.send({ url, body: '{}', headers: { 'Content-Type': 'application/json' } });
      expect(outcome).toEqual({ delivered: true, statusCode: 202 });
      expect(receiver.received[0]!.headers.host).toBe(`localhost:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const receiver = await startReceiver([307], 200);
    try {
      const outcome = await new WebhookSender({ timeoutMs: 5000, allowPrivate: true }).send({ url: receiver.url, body: '{}', headers: {} });
      expect(outcome).toEqual({ delivered: false, statusCode: 307, error: 'answered 307 (redirects are not followed)' });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('refuses at send time a host that resolves to loopback when private addresses are not allowed', async () => {
    const receiver = await startReceiver([], 200);
    try {
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const outcome = await new WebhookSender({ timeoutMs: 5000, allowPrivate: false }).send({ url, body: '{}', headers: {} });
      expect(outcome).toMatchObject({ delivered: false, statusCode: null, error: expect.stringMatching(/^refused: .* is not a public address$/) });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
