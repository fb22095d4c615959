import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { advisoryChat } from './advisory-chat.ts';
import { AnswerCache, WindowCounter } from './advisory-limits.ts';
import { ChatCompletionsProvider } from './advisory-provider.ts';
import { vehicleAdvisory } from './vehicle-advisory.ts';
import { vehicleRecommendations } from './vehicle-recommendations.ts';

const HOUR = 60 * 60 * 1000;

export function advisoryRoutes(app: FastifyInstance, services: Services): void {
  const { db, config, clock } = services;
  const provider = config.advisoryApiUrl
    ? new ChatCompletionsProvider({
        url: config.advisoryApiUrl,
        apiKey: config.advisoryApiKey,
        model: config.advisoryModel,
        timeoutMs: config.advisoryTimeoutMs,
        log: services.log,
      })
    : null;
  const deps = {
    db,
    provider,
    perUser: new WindowCounter(HOUR, config.advisoryPerUserHour),
    perGarage: new WindowCounter(24 * HOUR, config.advisoryPerGarageDay),
    cache: new AnswerCache(),
    now: () => clock.now(),
  };

  addRoute(app, services, routes.vehicleRecommendations, async ({ query }, caller) =>
    vehicleRecommendations(db, caller.membership, query.user_car_id),
  );

  addRoute(app, services, routes.vehicleAdvisory, async ({ body, language }, caller) =>
    vehicleAdvisory(deps, caller.membership, caller.user.id, body, language),
  );

  addRoute(app, services, routes.advisoryChat, async ({ query, language }, caller) =>
    advisoryChat(deps, caller.membership, caller.user.id, query, language),
  );
}
