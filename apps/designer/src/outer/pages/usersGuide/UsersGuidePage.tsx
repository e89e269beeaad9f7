/** The users guide page (/help/usersguide): the disclaimer first, then the guide's sections. */
import { DISCLAIMER, GUIDE_SECTIONS } from './guideText';

/** The users guide page. */
export default function UsersGuidePage() {
  return (
    <article className="fw-help-page fw-users-guide">
      <h1>Users guide</h1>
      <aside className="fw-disclaimer" aria-label="Disclaimer">
        <p>{DISCLAIMER}</p>
      </aside>
      {GUIDE_SECTIONS.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
