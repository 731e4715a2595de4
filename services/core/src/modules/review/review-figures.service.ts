import type { Em } from '../../platform/db';

/** Review figures of one group (all, a source, an estimator). */
interface ReviewFigureRow {
  requests_sent: number;
  answers: number;
  /** Mean rating of the answers, 1 decimal; null without answers. */
  average_rating: number | null;
  published: number;
}

export interface ReviewFigures extends ReviewFigureRow {
  by_source: (ReviewFigureRow & { source: string })[];
  by_estimator: (ReviewFigureRow & { owner_id: number | null; owner: string })[];
}

const figures = (r: { sent: number; answers: number; average: number | null; published: number }): ReviewFigureRow => ({
  requests_sent: r.sent,
  answers: r.answers,
  average_rating: r.average === null ? null : Math.round(r.average * 10) / 10,
  published: r.published,
});

/**
 * The Dashboard's review figures (docs/admin.md, "Reviews"): requests sent, answers, the average
 * rating and reviews published, in all and per source and per estimator (the lead's owner).
 */
export async function reviewFigures(em: Em): Promise<ReviewFigures> {
  const rows = await em.execute<
    { source: string; owner_id: number | null; owner: string | null; sent: number; answers: number; total: number; published: number }[]
  >(
    `select coalesce(s.source, 'direct') as source, s.owner_id, a.username as owner,
       count(*) filter (where r.sent_at is not null)::int as sent,
       count(v.id)::int as answers,
       coalesce(sum(v.rating), 0)::int as total,
       count(v.id) filter (where v.state = 'published')::int as published
     from review_requests r
     join contact_submissions s on s.id = r.lead_id
     left join reviews v on v.request_id = r.id
     left join admin_users a on a.id = s.owner_id
     group by 1, 2, 3`,
  );
  const sum = (list: typeof rows) => {
    const t = list.reduce(
      (acc, r) => ({ sent: acc.sent + r.sent, answers: acc.answers + r.answers, total: acc.total + r.total, published: acc.published + r.published }),
      {
        sent: 0,
        answers: 0,
        total: 0,
        published: 0,
      },
    );
    return figures({ ...t, average: t.answers ? t.total / t.answers : null });
  };
  const groupBy = <K>(key: (r: (typeof rows)[number]) => K) => {
    const groups = new Map<K, typeof rows>();
    for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
    return [...groups.entries()];
  };
  return {
    ...sum(rows),
    by_source: groupBy((r) => r.source)
      .map(([source, list]) => ({ source, ...sum(list) }))
      .sort((a, b) => b.requests_sent - a.requests_sent || a.source.localeCompare(b.source)),
    by_estimator: groupBy((r) => r.owner_id)
      .map(([owner_id, list]) => ({ owner_id, owner: list[0]!.owner ?? 'Unassigned', ...sum(list) }))
      .sort((a, b) => b.requests_sent - a.requests_sent || a.owner.localeCompare(b.owner)),
  };
}
