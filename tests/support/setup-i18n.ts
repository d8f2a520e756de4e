// Vitest setup: every dictionary of both languages, imported as the plain modules they are, so that
// components render and t() answers at once, with nothing to load.
import { en } from '../../src/i18n/en/index.ts';
import { later as enLater } from '../../src/i18n/en/later.ts';
import { method as enMethod } from '../../src/i18n/en/method.ts';
import { installMessages } from '../../src/i18n/index.ts';
import { zh } from '../../src/i18n/zh/index.ts';
import { later as zhLater } from '../../src/i18n/zh/later.ts';
import { method as zhMethod } from '../../src/i18n/zh/method.ts';

installMessages('en', en, enLater, enMethod);
installMessages('zh-CN', zh, zhLater, zhMethod);
