import { z } from 'zod';

// The shape both transports answer the public with: REST documents it in OpenAPI, GraphQL builds its type from it.

/** The office hours as the public site states them (`GET /api/office-hours`, GraphQL `publicOfficeHours`). */
export const shownOfficeHoursRecord = z.object({
  text: z.string().describe('In words: "Monday to Friday, 9am to 5pm"'),
  opening_hours: z.array(z.string()).describe('schema.org `openingHours`: "Mo-Fr 09:00-17:00"'),
});
