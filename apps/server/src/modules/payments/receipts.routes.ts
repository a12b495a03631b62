/**
 * REST of receipts (issue 10, payments contract):
 *   GET /api/receipts/:number.pdf → application/pdf, the bytes stored when the receipt was issued
 *   (the payment's buyer or an admin; anyone else 404; logged out 401).
 */
import type { FastifyInstance } from 'fastify';
import { receiptPdf } from './receipts.service';

export async function receiptsRoutes(app: FastifyInstance) {
  app.get<{ Params: { number: string } }>('/api/receipts/:number(^\\d{1,10}).pdf', async (req, reply) => {
    const number = Number(req.params.number);
    const pdf = await receiptPdf(app.deps, req.actor, number);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="kvittering-${number}.pdf"`)
      .header('cache-control', 'private, max-age=0')
      .send(pdf);
  });
}
