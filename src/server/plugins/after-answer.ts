import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface Job {
  label: string;
  work: () => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs `work` once the answer has been sent: for work whose duration must not show in the
     * answer's time (a forgotten password's e-mail, which exists only for real accounts).
     */
    afterAnswer(label: string, work: () => Promise<unknown>): void;
    afterAnswerJobs: Job[] | null;
  }
  interface FastifyInstance {
    /** Resolves when every piece of after-answer work started so far has finished (tests, closing). */
    afterAnswersSettled(): Promise<void>;
  }
}

/**
 * Work done after the answer. A failure is logged (the caller has its answer already); the
 * app's close waits for what is running, so a graceful stop loses none of it.
 */
export const afterAnswerPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();

  app.decorateRequest('afterAnswerJobs', null);
  app.decorateRequest('afterAnswer', function (this: { afterAnswerJobs: Job[] | null }, label, work) {
    (this.afterAnswerJobs ??= []).push({ label, work });
  });

  app.addHook('onResponse', async (request) => {
    for (const job of request.afterAnswerJobs ?? []) {
      const done: Promise<void> = job
        .work()
        .then(
          () => undefined,
          (error: unknown) => request.log.error({ err: error }, `${job.label} failed after the answer`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    }
  });

  app.decorate('afterAnswersSettled', async () => {
    while (running.size > 0) await Promise.all(running);
  });
  app.addHook('onClose', async () => app.afterAnswersSettled());
});
