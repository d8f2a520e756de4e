// Chinese (zh-CN) messages of the page itself: every key of the English ones, checked by the type system.
import type { MessageKey } from '../en/index.ts';
import { app } from './app.ts';

export const zh: Record<MessageKey, string> = { ...app };
