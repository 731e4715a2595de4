export interface AccordionItem {
  question: string;
  answer: string;
}

export interface AccordionGroup {
  category?: string;
  items: readonly AccordionItem[];
}

/**
 * FAQ accordion (docs/product.md §2.3, §4): at most one item open across all groups; clicking the open
 * one closes it. Exclusive `<details name>` elements do exactly that in the browser, with or
 * without JavaScript, so this component ships no script at all.
 */
export function Accordion({ groups, name = 'faq' }: { groups: readonly AccordionGroup[]; name?: string }) {
  return (
    <div className="faq">
      {groups.map((group, g) => (
        <div key={group.category ?? g} className="faq-group">
          {group.category && <h2>{group.category}</h2>}
          <div className="accordion">
            {group.items.map((item) => (
              <details key={item.question} className="accordion__item" name={name}>
                <summary className="accordion__button">
                  <span className="accordion__question">{item.question}</span>
                  <span className="chevron" aria-hidden="true" />
                </summary>
                <div className="accordion__panel">
                  <p>{item.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
