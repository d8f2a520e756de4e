// @vitest-environment jsdom

import { constants, deflateRawSync } from 'node:zlib';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeLink } from '../../state/link/codec.ts';
import { applyLink } from '../../state/link/sync.ts';
import { compressText } from '../../state/link/write.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import { LinkNotice, LinkNoticeLine } from './LinkNotice.tsx';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

async function open(query: string) {
  applyLink(await decodeLink(query));
}

const noticeText = () => screen.getByRole('status').textContent ?? '';

describe('the link notice names each part a damaged link lost', () => {
  it('names a repeated parameter by the label of its field, and says the first value was used', async () => {
    await open('?gpus=4&gpus=8');
    render(<LinkNotice />);
    expect(noticeText()).toContain(
      'The link gave “GPUs needed at once (gpus)” more than once; the first value was used and the others were left out.',
    );
  });

  it('names __proto__ and constructor keys it left out', async () => {
    await open(`?s=2.${await compressText('{"__proto__":{"name":"x"},"workload":{"constructor":{"gpus":9}}}')}`);
    render(<LinkNotice />);
    expect(noticeText()).toContain('“__proto__” is not something this calculator knows, so it was left out.');
    expect(noticeText()).toContain('“workload.constructor” is not something this calculator knows');
  });

  it('says an over-long name was shortened', async () => {
    await open(`?name=${'N'.repeat(300)}`);
    render(<LinkNotice />);
    expect(noticeText()).toContain('“Scenario name” was longer than the 80 characters allowed, so it was shortened.');
    expect(useCalculator.getState().scenario.name).toBe('N'.repeat(80));
  });

  it('names the field whose source note had a bad date', async () => {
    const json = JSON.stringify({ sources: { 'rent.pricePerGpuHour': { source: 'list', asOf: '2026-13-45' } } });
    await open(`?s=2.${await compressText(json)}`);
    render(<LinkNotice />);
    expect(noticeText()).toContain(
      'The source note for “Price per card-hour” had a date that is not a real date written YYYY-MM-DD, so the note was left out.',
    );
  });

  it('names the provider whose price source had a bad date', async () => {
    const provider = { name: 'P', pricePerGpuHour: 1, source: { source: 'list', asOf: 'yesterday' } };
    await open(`?s=2.${await compressText(JSON.stringify({ version: 3, providers: { list: { p1: provider } } }))}`);
    render(<LinkNotice />);
    expect(noticeText()).toContain('The source note for “Price per card-hour (p1)” had a date that is not a real date');
  });

  it('says a link that unpacks past 1 MB was not read', async () => {
    const piece = deflateRawSync(Buffer.alloc(1 << 20, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
    await open(`?s=2.${Buffer.concat([piece, piece, Buffer.from([3, 0])]).toString('base64url')}`);
    render(<LinkNotice />);
    expect(noticeText()).toContain('Its scenario part unpacks to more than 1 MB');
  });

  it('says the nested link is damaged and shows the default scenario', async () => {
    await open('?s=2.7cFBCQBACACwLsawymEPQa67NXxsm-jIBwAAnFcAAMB5fwE');
    render(<LinkNotice />);
    expect(noticeText()).toContain('Its scenario part is damaged');
  });
});

describe('the one-line notice of the embedded calculator', () => {
  it('names every part in one sentence', async () => {
    await open(`?gpus=4&gpus=8&name=${'N'.repeat(300)}`);
    render(<LinkNoticeLine />);
    expect(noticeText()).toBe(
      'This link could not be used exactly as it was. Left out or changed: “GPUs needed at once (gpus)”, “Scenario name”.',
    );
  });

  it('shows nothing for a link read as it was', async () => {
    await open('?gpus=8');
    render(<LinkNoticeLine />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
