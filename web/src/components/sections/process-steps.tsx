export interface Step {
  step: number;
  title: string;
  description: string;
}

/** Numbered process (docs/product.md §3: process step = step, title, description). */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="steps">
      {steps.map((s) => (
        <li key={s.step} className="step">
          <span className="step__num" aria-hidden="true">
            {s.step}
          </span>
          <h3>
            <span className="visually-hidden">Step {s.step}: </span>
            {s.title}
          </h3>
          <p>{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
