import { judgeEveryRoute } from './accessibility.ts';
import { DESKTOP_WIDTH } from './browser.ts';

judgeEveryRoute('desktop', DESKTOP_WIDTH);
