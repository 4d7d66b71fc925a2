import type { AllHandlers } from './handler.ts';
import { appHandlers } from './app/index.ts';
import { authHandlers } from './auth/index.ts';
import { cardHandlers } from './card/index.ts';
import { deckHandlers } from './deck/index.ts';
import { playerHandlers } from './player/index.ts';
import { tournamentHandlers } from './tournament/index.ts';

/** One handler per contract call; a missing one fails the typecheck. */
export const handlers: AllHandlers = {
  ...appHandlers,
  ...authHandlers,
  ...cardHandlers,
  ...deckHandlers,
  ...tournamentHandlers,
  ...playerHandlers,
};
