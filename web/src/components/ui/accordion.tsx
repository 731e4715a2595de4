import { useId, useState } from 'react';

export interface AccordionItem {
  question: string;
  answer: string;
}

export interface AccordionGroup {
  category?: string;
  items: readonly AccordionItem[];
}

/**
 * FAQ accordion (spec 2.3, 4): at most one item open across all groups; clicking the open
 * one closes it. Buttons carry `aria-expanded`, panels are labelled by their question.
 */
export function Accordion({ groups }: { groups: readonly AccordionGroup[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  return (
    <div className="faq">
      {groups.map((group, g) => (
        <div key={group.category ?? g} className="faq-group">
          {group.category && <h2>{group.category}</h2>}
          <div className="accordion">
            {group.items.map((item, i) => {
              const key = `${g}-${i}`;
              const isOpen = open === key;
              const buttonId = `${base}-b-${key}`;
              const panelId = `${base}-p-${key}`;
              return (
                <div key={item.question} className="accordion__item">
                  <h3>
                    <button
                      id={buttonId}
                      type="button"
                      className="accordion__button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setOpen(isOpen ? null : key)}
                    >
                      {item.question}
                      <span className="chevron" aria-hidden="true" />
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
                    <p>{item.answer}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
