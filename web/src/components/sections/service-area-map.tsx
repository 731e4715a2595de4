/**
 * Schematic map of the three markets along the Trans-Canada corridor (docs/product.md §2.3 "service
 * areas map"). Inline SVG: no request, crisp on every screen, readable by screen readers.
 */
const cities = [
  { name: 'Winnipeg', x: 90, y: 150, hq: false, towns: ['Headingley', 'St. Andrews', 'Lockport', 'East St. Paul', 'St. Clements'] },
  { name: 'Thunder Bay', x: 400, y: 185, hq: true, towns: ['Oliver-Paipoonge', 'Shuniah', 'Nipigon', 'Kakabeka Falls', 'Neebing'] },
  { name: 'Sudbury', x: 700, y: 235, hq: false, towns: ['Lively', 'Val Caron', 'Hanmer', 'Chelmsford', 'Azilda'] },
];

export function ServiceAreaMap() {
  return (
    <svg className="region-map" viewBox="0 0 800 320" role="img" aria-labelledby="service-map-title service-map-desc" width="800" height="320">
      <title id="service-map-title">Northrock service area map</title>
      <desc id="service-map-desc">
        Northrock serves three markets: Winnipeg and area in Manitoba, Thunder Bay and area in Northwestern Ontario (headquarters), and Greater Sudbury in
        Northern Ontario.
      </desc>
      <rect width="800" height="320" fill="#eaf1f6" />
      <path d="M0 250 C120 230 200 270 300 250 S430 260 470 290 L470 320 L0 320Z" fill="#d7e6ef" />
      <path d="M430 230 C470 205 560 215 600 240 C560 262 470 262 430 230Z" fill="#b9d3e3" />
      <text x="505" y="242" fontSize="13" fill="#35566f" textAnchor="middle">
        Lake Superior
      </text>
      <path d="M90 150 C200 140 300 190 400 185 S600 215 700 235" fill="none" stroke="#a9490a" strokeWidth="3" strokeDasharray="8 7" />
      {cities.map((c) => (
        <g key={c.name}>
          <circle cx={c.x} cy={c.y} r="58" fill="#a9490a" opacity="0.12" />
          <circle cx={c.x} cy={c.y} r={c.hq ? 11 : 9} fill="#1c2b3a" stroke="#fff" strokeWidth="3" />
          <text x={c.x} y={c.y - 20} fontSize="18" fontWeight="700" fill="#1c2b3a" textAnchor="middle">
            {c.name}
          </text>
          {c.hq && (
            <text x={c.x} y={c.y + 30} fontSize="12" fill="#1c2b3a" textAnchor="middle">
              Headquarters
            </text>
          )}
          <text x={c.x} y={c.y + (c.hq ? 48 : 32)} fontSize="11" fill="#35566f" textAnchor="middle">
            {c.towns.slice(0, 3).join(' · ')}
          </text>
        </g>
      ))}
      <text x="20" y="30" fontSize="14" fontWeight="700" fill="#1c2b3a">
        Manitoba
      </text>
      <text x="780" y="30" fontSize="14" fontWeight="700" fill="#1c2b3a" textAnchor="end">
        Northern Ontario
      </text>
    </svg>
  );
}
