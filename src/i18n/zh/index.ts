// Chinese (zh-CN) messages of what the calculator shows before its verdict: every key of the English
// ones, checked by the type system.
import type { FirstKey } from '../en/index.ts';
import { app } from './app.ts';
import { embed } from './embed.ts';

export const zh: Readonly<Record<FirstKey, string>> = { ...embed, ...app };
