/** The release notes page (/help): one section per version of ours, newest first. */
import { RELEASE_NOTES } from './releaseNotes';

/** The release notes page. */
export default function ReleaseNotesPage() {
  return (
    <article className="fw-help-page fw-release-notes">
      <h1>Release notes</h1>
      {RELEASE_NOTES.map((note) => (
        <section key={note.version} aria-labelledby={`fw-release-${note.version}`}>
          <h2 id={`fw-release-${note.version}`}>
            Version {note.version} <time dateTime={note.date}>({note.date})</time>
          </h2>
          <ul>
            {note.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
