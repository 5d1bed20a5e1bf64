/**
 * Product questions over HTTP (SPEC §7, decision 053): `GET /questions` (published answers,
 * `filter[product_id]`, paginated; a signed-in customer also gets their own pending ones),
 * `POST /questions/product/{id}` (signed in: 401 for visitors) and `GET /question_groups`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ListQuerySpec } from '../../shared/api-query';
import { HttpError, listBody, parseId, parseQueryOrThrow } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { askQuestionInput } from './questions.contract';
import { QUESTIONS_PAGE_SIZE } from './questions.rules';
import {
  askQuestion,
  listQuestionGroups,
  listQuestions,
  type QuestionUrls,
} from './questions.service';

export const questionsQuerySpec: ListQuerySpec = {
  filters: { product_id: 'int' },
  defaultLimit: QUESTIONS_PAGE_SIZE,
};

const groupsQuerySpec: ListQuerySpec = {};

export interface QuestionRouteDeps {
  db: Db;
  now: () => Date;
  urlsFor: (request: FastifyRequest) => QuestionUrls;
}

export function registerQuestionRoutes(api: FastifyInstance, deps: QuestionRouteDeps) {
  const { db } = deps;

  api.get('/questions', async (request) => {
    const query = parseQueryOrThrow(request.query, questionsQuerySpec);
    const { data, total } = await listQuestions(db, {
      locale: request.ctx.locale,
      viewerId: request.ctx.userId ?? null,
      productId: query.filter.product_id as number | undefined,
      page: query.page,
      limit: query.limit,
    });
    return listBody(data, total, query);
  });

  api.post<{ Params: { id: string } }>('/questions/product/:id', async (request, reply) => {
    const userId = request.ctx.userId;
    if (!request.ctx.session || userId === null) throw new HttpError(401, 'unauthenticated');
    const productId = parseId(request.params.id);
    const input = parseBodyOrThrow(askQuestionInput, request.body);
    const data = await askQuestion(
      { db, now: deps.now, urls: deps.urlsFor(request) },
      { userId, locale: request.ctx.locale },
      productId,
      input,
    );
    return reply.status(201).send({ data });
  });

  api.get('/question_groups', async (request) => {
    const query = parseQueryOrThrow(request.query, groupsQuerySpec);
    const data = await listQuestionGroups(db, request.ctx.locale);
    const page = data.slice((query.page - 1) * query.limit, query.page * query.limit);
    return listBody(page, data.length, query);
  });
}
