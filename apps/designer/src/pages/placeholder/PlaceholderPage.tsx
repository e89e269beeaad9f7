/** A screen still to be built (the second designer helper's screens). */
export default function PlaceholderPage() {
  return <p className="fw-empty">Currently no data available</p>;
}
