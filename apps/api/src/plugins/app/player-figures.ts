import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createPlayerFiguresService, type PlayerFiguresService } from '../../services/players/player-figures';

declare module 'fastify' {
  interface FastifyInstance {
    /** Handicap Index and scoring average of players (Summary, roster cards). */
    playerFigures: PlayerFiguresService;
  }
}

export default fp(
  async function playerFigures(app: FastifyInstance) {
    app.decorate('playerFigures', createPlayerFiguresService(app.db));
  },
  { name: 'player-figures', dependencies: ['db'] },
);
