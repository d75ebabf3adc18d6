import { Router } from 'express';
import type { GameName } from '../services/games/prizes';
import type { GameService } from '../services/games/games';

const GAME_NAMES = new Set<string>(['wheel', 'box']);

/**
 * The console's games box: `GET /__admin/games` lists each game's prizes with odds,
 * stock, the prize set next and the seed; `POST /__admin/games/next {game, prize}` makes the next
 * draw of that game (anyone's) land on `prize` (null clears it); `POST /__admin/games/seed {seed}`
 * makes the draws and the quiz's questions a fixed sequence from that integer (null: random again).
 */
export function gameAdminRoutes(games: GameService): Router {
  const router = Router();
  router.get('/games', (_req, res) => {
    res.json(games.overview());
  });
  router.post('/games/next', (req, res) => {
    const { game, prize } = (req.body ?? {}) as { game?: unknown; prize?: unknown };
    if (typeof game !== 'string' || !GAME_NAMES.has(game)) {
      res.status(400).json({ error: 'game must be wheel or box' });
      return;
    }
    if (prize !== null && typeof prize !== 'string') {
      res.status(400).json({ error: 'prize must be a prize serial or null' });
      return;
    }
    try {
      res.json(games.setNextPrize(game as GameName, prize || null));
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  });
  router.post('/games/seed', (req, res) => {
    const { seed } = (req.body ?? {}) as { seed?: unknown };
    if (seed !== null && !Number.isSafeInteger(seed)) {
      res.status(400).json({ error: 'seed must be an integer or null' });
      return;
    }
    games.random.seed(seed as number | null);
    res.json({ seed: games.random.seeded });
  });
  return router;
}
