/**
 * REST of receipts (docs/architecture.md "Payments"):
 *   GET /api/receipts/:number.pdf → application/pdf, the bytes stored when the receipt was issued
 *   (signed in: the payment's buyer or an admin; anyone else 404; logged out 401).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryReply } from '../../platform/http/openapi';
import { receiptPdf } from './receipts.service';

const receiptParams = z.object({ number: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function receiptsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/receipts/:number(^\\d{1,10}).pdf',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getReceiptPdf',
        summary: "A payment's receipt (the buyer or an admin)",
        params: receiptParams,
        response: { 200: binaryReply('application/pdf', 'The receipt as issued') },
      },
    },
    async (req, reply) => {
      const { number } = req.params;
      const pdf = await receiptPdf(app.deps, req.user, number);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="kvittering-${number}.pdf"`)
        .header('cache-control', 'private, max-age=0')
        .send(pdf);
    },
  );
}
