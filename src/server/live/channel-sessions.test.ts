import { describe, expect, it } from 'vitest';
import { ChannelSessions } from '#server/live/channel-sessions';
import { LiveChannel } from '#server/live/live-channel';
import { cursorAfter } from '#server/live/live-cursor';

const channelOf = (tokenHash: string) => new LiveChannel(1, 1, tokenHash, cursorAfter(0));

describe('ChannelSessions', () => {
  it('checks a bounded batch of sessions each tick, the ones checked longest ago, until it has checked them all', async () => {
    const asked: string[][] = [];
    const ended = new Set(['s3', 's6']);
    const sessions = new ChannelSessions(async (hashes) => {
      asked.push(hashes);
      return new Set(hashes.filter((hash) => !ended.has(hash)));
    }, 3);
    const channels = Array.from({ length: 7 }, (_, index) => channelOf(`s${index}`));
    // Two channels on one session: checked once, closed together.
    channels.push(channelOf('s3'));
    for (const channel of channels) {
      sessions.add(channel);
      channel.onClose(() => sessions.remove(channel));
    }

    for (let tick = 0; tick < 3; tick++) await sessions.tick();

    expect(asked).toEqual([
      ['s0', 's1', 's2'],
      ['s3', 's4', 's5'],
      ['s6', 's0', 's1'],
    ]);
    expect(channels.filter((channel) => channel.isClosed).map((channel) => channel.tokenHash)).toEqual([
      's3',
      's6',
      's3',
    ]);
  });

  it('asks for each session once when they are fewer than a batch', async () => {
    const asked: string[][] = [];
    const sessions = new ChannelSessions(async (hashes) => {
      asked.push(hashes);
      return new Set(hashes);
    }, 500);
    for (const hash of ['s0', 's1']) sessions.add(channelOf(hash));

    await sessions.tick();

    expect(asked).toEqual([['s0', 's1']]);
  });

  it('closes nothing when the check fails', async () => {
    const sessions = new ChannelSessions(() => Promise.reject(new Error('database down')));
    const channel = channelOf('s0');
    sessions.add(channel);

    await expect(sessions.tick()).rejects.toThrow('database down');
    expect(channel.isClosed).toBe(false);
  });
});
