import { judgeEveryRoute } from './accessibility.ts';
import { PHONE_WIDTH } from './browser.ts';

judgeEveryRoute('phone', PHONE_WIDTH);
