/**
 * Seed content for a fresh install (see seed.ts). Data only: every item goes through the
 * same validated services the admin uses. Figures follow docs/product.md
 * (§9 and §D1): phone 1-888-555-0137, warranties, price guides, timings and seasons.
 *
 * Images, avatars and reel clips live in web/public and are served from the site root;
 * regenerate them with `node scripts/generate-seed-images.mjs` and
 * `scripts/generate-seed-videos.sh`.
 */
import type { z } from 'zod';
import type { serviceInput } from '../modules/service';
import type { materialInput } from '../modules/material';
import type { propertyTypeInput } from '../modules/property-type';
import type { differentiatorInput } from '../modules/differentiator';
import type { testimonialInput } from '../modules/testimonial';
import type { projectInput } from '../modules/project';
import type { videoReelInput } from '../modules/video-reel';
import type { blogPostInput } from '../modules/blog';

// ---------------------------------------------------------------------------------------
// Services: the seven of docs/product.md, flagship first
// ---------------------------------------------------------------------------------------
export const seedServices: z.input<typeof serviceInput>[] = [
  {
    title: 'Exterior Waterproofing',
    slug: 'exterior-waterproofing',
    description:
      'Our flagship sealed-insulation system: we excavate to the footing, seal the wall with a membrane that stays flexible to -40°C, add rigid insulation and drainage board, and lay new weeping tile in clear stone. Systemized crews finish most homes in 3-5 days instead of the usual 7-10. Full-perimeter jobs carry a 5-year fully transferable warranty on materials and workmanship.',
    image: '/images/services/exterior-waterproofing.webp',
    featured: true,
    order: 0,
  },
  {
    title: 'Foundation Repair & Replacement',
    slug: 'foundation-repair-replacement',
    description:
      'Wall reconstruction and replacement, bowing wall stabilization, structural crack repair and sagging floor repair for poured, block and stone foundations. Every plan is engineered for the ground the house sits on, from Thunder Bay bedrock to Winnipeg clay, and most repairs are completed in 1-5 days.',
    image: '/images/services/foundation-repair-replacement.webp',
    featured: true,
    order: 1,
  },
  {
    title: 'Push Pier Systems',
    slug: 'push-pier-systems',
    description:
      'Steel push piers are driven through unstable soil to bedrock or load-bearing strata, then used to stabilize a settling foundation and, where the structure allows, lift it back toward level. Most installations take 1-2 days, and the steel is covered by a 25-year manufacturer warranty.',
    image: '/images/services/push-pier-systems.webp',
    featured: true,
    order: 2,
  },
  {
    title: 'Concentric Pier Systems',
    slug: 'concentric-pier-systems',
    description:
      'Concentric piers are installed directly beneath the footing, so the load travels straight down the pier instead of through an offset bracket. They suit heavy walls, interior footings and tight lot lines where a side-mounted push pier is not the right fit.',
    image: '/images/services/concentric-pier-systems.webp',
    featured: false,
    order: 3,
  },
  {
    title: 'Interior Waterproofing',
    slug: 'interior-waterproofing',
    description:
      'A perimeter drainage channel under the slab edge, a sump pump with battery backup, vapor barriers on the walls and optional dehumidification keep the basement dry without excavating. At about $200 per linear foot it is usually installed December to February, when exterior digging is out of season.',
    image: '/images/services/interior-waterproofing.webp',
    featured: false,
    order: 4,
  },
  {
    title: 'Steel Post & Beam Systems',
    slug: 'steel-post-beam-systems',
    description:
      'Adjustable steel posts on new footings and steel beams replace rotting wood posts and undersized beams that let floors sag and bounce. Posts are raised gradually to bring floors back toward level, at about $4,000 per 10-foot span with a 25-year manufacturer warranty on the steel.',
    image: '/images/services/steel-post-beam-systems.webp',
    featured: false,
    order: 5,
  },
  {
    title: 'EverBrace Wall Restoration',
    slug: 'everbrace-wall-restoration',
    description:
      'EverBrace steel I-beam panels are anchored to the basement floor and the floor framing to stop bowing block and stone walls from moving further, with no excavation. At $1,000-$1,500 per linear foot it often costs well below full replacement and pairs naturally with interior waterproofing.',
    image: '/images/services/everbrace-wall-restoration.webp',
    featured: false,
    order: 6,
  },
];

// ---------------------------------------------------------------------------------------
// Advanced systems / materials
// ---------------------------------------------------------------------------------------
export const seedMaterials: z.input<typeof materialInput>[] = [
  {
    name: 'Cold-Climate Waterproofing Membrane',
    description:
      'A rubberized membrane bonded from footing to grade that stays flexible down to -40°C, so frost, wall movement and hairline cracks do not break the seal the way old tar coatings do.',
    image: '/images/materials/cold-flex-membrane.webp',
    order: 0,
  },
  {
    name: 'Rigid Insulation & Drainage Board',
    description:
      'Rigid insulation board seals and protects the membrane and keeps the wall warm, while a dimpled drainage board gives water a free path down to the weeping tile instead of pressing against the foundation.',
    image: '/images/materials/insulation-drainage-board.webp',
    order: 1,
  },
  {
    name: 'Weeping Tile & Clear-Stone Drainage',
    description:
      'New perforated weeping tile at footing level, bedded in clear stone and wrapped in filter fabric, carries groundwater to a sump or approved outlet before hydrostatic pressure can build.',
    image: '/images/materials/perimeter-drainage.webp',
    order: 2,
  },
  {
    name: 'Galvanized Steel Push Piers',
    description:
      'Manufacturer-engineered piers supplied through our authorized dealer partnership with a US piering manufacturer, driven to bedrock or load-bearing strata and backed by a 25-year manufacturer warranty.',
    image: '/images/materials/steel-push-piers.webp',
    order: 3,
  },
  {
    name: 'EverBrace Steel I-Beam Panels',
    description:
      'Heavy steel I-beams anchored to the floor and the floor framing that hold bowing block and stone walls in place and can be tightened over time, covered by the 25-year warranty on steel systems.',
    image: '/images/materials/steel-i-beam-panels.webp',
    order: 4,
  },
  {
    name: 'Adjustable Steel Support Posts',
    description:
      'Screw-jack steel posts set on new concrete footings that replace rotting wood posts and let us raise sagging floors gradually, with a 25-year manufacturer warranty.',
    image: '/images/materials/adjustable-steel-posts.webp',
    order: 5,
  },
];

// ---------------------------------------------------------------------------------------
// Property types
// ---------------------------------------------------------------------------------------
export const seedPropertyTypes: z.input<typeof propertyTypeInput>[] = [
  {
    type: 'Older Homes with Stone or Block Foundations',
    description:
      'Pre-war and mid-century homes in neighbourhoods like Wolseley, Port Arthur and Sudbury’s older districts often sit on rubble stone or concrete block. We stabilize bowing walls, restore them with steel I-beam panels or rebuild them in poured concrete, then waterproof so the repair lasts.',
    image: '/images/property-types/older-stone-block-homes.webp',
    order: 0,
  },
  {
    type: 'Newer Poured-Concrete Homes',
    description:
      'Poured walls still crack and leak when the original damp-proofing fails or weeping tile clogs. Structural crack repair, full-perimeter exterior waterproofing and push piers for settlement keep newer homes dry and level.',
    image: '/images/property-types/poured-concrete-homes.webp',
    order: 1,
  },
  {
    type: 'Cottages & Camps on Bedrock and Lakefront',
    description:
      'Camps on the Canadian Shield and lakefront lots need foundations that respect bedrock, high water and shifting shoreline soil. We level and support cottages with steel posts and piers, and waterproof crawl spaces and basements near the water.',
    image: '/images/property-types/cottages-camps-bedrock.webp',
    order: 2,
  },
  {
    type: 'Light Commercial & Multi-Unit Buildings',
    description:
      'Storefronts, small apartment blocks and duplexes get engineered repair plans, scheduling that keeps tenants and businesses running, and the written documentation owners and property managers need at completion.',
    image: '/images/property-types/light-commercial-multi-unit.webp',
    order: 3,
  },
];

// ---------------------------------------------------------------------------------------
// The five differentiators (Home and About)
// ---------------------------------------------------------------------------------------
export const seedDifferentiators: z.input<typeof differentiatorInput>[] = [
  {
    title: '25+ Years in Northern Foundations',
    tagline: 'Built for bedrock, clay and -40°C winters',
    description:
      'For more than 25 years and 2,000+ projects our crews have worked the ground of Northern Ontario and Manitoba: Shield bedrock around Thunder Bay and Sudbury, expansive clay in Winnipeg, high spring groundwater and deep frost everywhere.',
    order: 0,
  },
  {
    title: 'Engineered Solutions',
    tagline: 'A repair designed for your soil, not a one-size fix',
    description:
      'Every proposal starts with the cause: soil, drainage, load and the way the foundation was built. Repairs are engineered to match, and we handle the permits, so you pay for the fix your house needs and nothing it does not.',
    order: 1,
  },
  {
    title: 'Systemized Installation',
    tagline: 'Up to 2x faster: exterior waterproofing in 3-5 days, not 7-10',
    description:
      'Our crews follow the same proven sequence on every job, with the right equipment and materials on site from day one. That is how we finish a typical exterior waterproofing project in 3-5 days while others take 7-10, which matters in a short northern build season.',
    order: 2,
  },
  {
    title: 'Warranties in Writing',
    tagline: '25-year steel warranty, 5-year transferable waterproofing warranty',
    description:
      'Push piers, wall supports, adjustable steel posts and steel I-beam systems carry a 25-year manufacturer warranty. Full-perimeter exterior waterproofing carries a 5-year fully transferable warranty on materials and workmanship, and you receive written documentation at completion.',
    order: 3,
  },
  {
    title: 'Trained Crews, Proven Materials',
    tagline: '15+ technicians and an authorized dealer partnership',
    description:
      'Our 15+ technicians are trained in-house on the systems they install, and our steel piering and wall systems come through an authorized dealer partnership with a US piering manufacturer. It is a big reason 98% of our customers say they are satisfied.',
    order: 4,
  },
];

// ---------------------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------------------
export const seedTestimonials: z.input<typeof testimonialInput>[] = [
  {
    name: 'Margaret Lindqvist',
    location: 'Thunder Bay, ON',
    text: 'Every spring the north wall of our basement took on water. Northrock dug the whole perimeter, put on the new membrane, insulation and weeping tile, and had the yard backfilled in four days. We have been bone dry through a full spring melt, and the warranty paperwork was in our hands the day they finished.',
    avatar: '/images/avatars/margaret-lindqvist.webp',
    rating: 5,
    featured: true,
  },
  {
    name: 'Daniel Beaulieu',
    location: 'Sudbury, ON',
    text: 'Our back corner had dropped enough that the patio door would not close. I sent photos on a Sunday night and had a call back Monday morning. The crew installed push piers in two days, lifted the corner, and the door closes properly again. They explained every step before they did it.',
    avatar: '/images/avatars/daniel-beaulieu.webp',
    rating: 5,
    featured: true,
  },
  {
    name: 'Priya Raman',
    location: 'Winnipeg, MB',
    text: 'We did not want our front garden dug up, so Northrock recommended an interior drainage channel and a sump pump with battery backup. They installed it in January, kept the house clean, and during the April thaw the pump did its job while the neighbours were bailing.',
    avatar: '/images/avatars/priya-raman.webp',
    rating: 5,
    featured: true,
  },
  {
    name: 'Tom Kowalchuk',
    location: 'Selkirk, MB',
    text: 'The kitchen floor in our 1950s house had a noticeable dip and two of the old wood posts were rotting at the base. Northrock replaced them with adjustable steel posts on new footings and brought the floor back up gradually. No more rattling dishes when someone walks across the room.',
    avatar: '/images/avatars/tom-kowalchuk.webp',
    rating: 5,
    featured: false,
  },
  {
    name: 'Sarah McLeod',
    location: 'Kenora, ON',
    text: 'Our block wall had a horizontal crack and was bowing in. The EverBrace beams went in cleanly and the wall has not moved since. Rain pushed our start back by a few days, which was frustrating, but the office kept us updated and the work itself was excellent.',
    avatar: '/images/avatars/sarah-mcleod.webp',
    rating: 4,
    featured: false,
  },
  {
    name: 'Gord Friesen',
    location: 'Dryden, ON',
    text: 'Two other contractors told us our old foundation wall had to be patched again. Northrock showed us why patching would not hold, rebuilt the wall properly and waterproofed it while they were there. The estimate matched the final bill, and the site was left cleaner than they found it.',
    avatar: '/images/avatars/gord-friesen.webp',
    rating: 5,
    featured: false,
  },
];

// ---------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------
export const seedProjects: z.input<typeof projectInput>[] = [
  {
    title: 'Full-Perimeter Exterior Waterproofing, Current River, Thunder Bay',
    description:
      'A 1960s poured-concrete bungalow with failing tar damp-proofing and a collapsed clay weeping tile. We excavated the full perimeter, applied membrane rated flexible to -40°C, rigid insulation and drainage board, and new weeping tile in clear stone, then backfilled and restored the yard in 4 days. Covered by our 5-year fully transferable warranty.',
    category: 'Waterproofing',
    image: '/images/projects/current-river-exterior-waterproofing.webp',
  },
  {
    title: 'Push Pier Stabilization, Lively (Greater Sudbury)',
    description:
      'A corner of this split-level had settled into soft fill, cracking drywall and jamming the patio door. Eight steel push piers were driven to load-bearing strata and the corner was lifted back toward level over 2 days. The steel carries a 25-year manufacturer warranty.',
    category: 'Stabilization',
    image: '/images/projects/lively-push-pier-stabilization.webp',
  },
  {
    title: 'Stone Foundation Replacement, Wolseley, Winnipeg',
    description:
      'The rubble stone wall under this 1912 brick home had been patched for decades and was letting in water and soil. With the house safely supported, we removed the failing section, formed and poured a new reinforced concrete wall on a new footing, and waterproofed it before backfill.',
    category: 'Replacement',
    image: '/images/projects/wolseley-stone-foundation-replacement.webp',
  },
  {
    title: 'Bowed Block Wall Rebuild, Kenora',
    description:
      'Frost and saturated clay had pushed the north block wall in by more than two inches with a long horizontal crack. We excavated, rebuilt the wall with new reinforced block, and added membrane, insulation, drainage board and new weeping tile so the same pressure cannot build again.',
    category: 'Rebuild',
    image: '/images/projects/kenora-block-wall-rebuild.webp',
  },
  {
    title: 'Steel Post & Beam Floor Support, Selkirk',
    description:
      'Rotting wood posts and an undersized beam had let the main floor sag along the centre of the house. Three adjustable steel posts on new concrete footings and a new steel beam now carry the floor, which was raised gradually back toward level across three 10-foot spans.',
    category: 'Stabilization',
    image: '/images/projects/selkirk-post-beam-floor-support.webp',
  },
  {
    title: 'Interior Drainage & Battery-Backup Sump, Sudbury',
    description:
      'A finished basement with seepage at the floor joint and no room to excavate beside the neighbour’s driveway. In February we installed a perimeter drainage channel under the slab edge, a new sump pump with battery backup, wall vapor barriers and a dehumidifier.',
    category: 'Waterproofing',
    image: '/images/projects/sudbury-interior-drainage-sump.webp',
  },
];

// ---------------------------------------------------------------------------------------
// Video reels (clips are 6 s, 640x360 H.264)
// ---------------------------------------------------------------------------------------
export const seedVideoReels: z.input<typeof videoReelInput>[] = [
  {
    title: 'Exterior Waterproofing, Thunder Bay',
    description:
      'Excavation, membrane flexible to -40°C, rigid insulation, drainage board, weeping tile and backfill: our sealed-insulation system, step by step, in a 3-5 day install.',
    video_url: '/videos/exterior-waterproofing-thunder-bay.mp4',
    thumbnail_url: '/images/reels/exterior-waterproofing-thunder-bay.webp',
    duration: 6,
    featured: true,
    order: 0,
  },
  {
    title: 'Push Pier Stabilization, Sudbury',
    description: 'Steel push piers are driven to load-bearing strata, then the load is transferred to lift and stabilize a settled foundation.',
    video_url: '/videos/push-pier-stabilization-sudbury.mp4',
    thumbnail_url: '/images/reels/push-pier-stabilization-sudbury.webp',
    duration: 6,
    featured: false,
    order: 1,
  },
  {
    title: 'Interior Drainage & Sump, Winnipeg',
    description:
      'How a perimeter drainage channel collects seepage and carries it to a sump pump with battery backup, installed in the winter months without excavation.',
    video_url: '/videos/interior-drainage-winnipeg.mp4',
    thumbnail_url: '/images/reels/interior-drainage-winnipeg.webp',
    duration: 6,
    featured: false,
    order: 2,
  },
];

// ---------------------------------------------------------------------------------------
// Blog: the two articles of docs/product.md
// ---------------------------------------------------------------------------------------
const exteriorArticle = `
<p>Thunder Bay basements live a hard life. In a single year the ground around your foundation can swing from -40°C in January to +30°C in July, freeze and thaw dozens of times each spring and fall, and sit saturated for weeks while the snowpack melts. Foundations built on Shield bedrock or dense clay have nowhere for that water to go, so it finds the weakest point in the wall. This article explains how our sealed-insulation exterior waterproofing system stops it for good, what the work involves, how long it takes and what it typically costs.</p>

<h2>Why Thunder Bay foundations let water in</h2>
<p>Most leaking basements we inspect share the same handful of causes. Knowing which ones apply to your house is the first step toward a repair that lasts.</p>
<ul>
<li><strong>Failed damp-proofing.</strong> Many homes built before the 1990s were finished with a thin tar or asphalt coating. After a few decades of frost it turns brittle, cracks and stops shedding water.</li>
<li><strong>Hydrostatic pressure.</strong> When snowmelt and spring rain saturate the backfill, water pushes against the wall with real force, driving it through cracks, tie holes and the joint between wall and footing.</li>
<li><strong>Clogged or collapsed weeping tile.</strong> Old clay tile shifts, fills with silt or gets crushed by roots, so the drainage that was supposed to relieve the pressure no longer works.</li>
<li><strong>Freeze-thaw cycling.</strong> Water that gets into a hairline crack freezes, expands and opens the crack a little wider every season.</li>
<li><strong>Perched water on bedrock.</strong> Where bedrock sits close to the footing, water collects on top of the rock and sits against the base of the wall.</li>
</ul>
<p>Patching cracks from the inside treats the symptom. Exterior waterproofing deals with the cause by keeping water away from the wall in the first place.</p>

<h2>What "sealed-insulation" means</h2>
<p>A conventional exterior job applies a coating and puts the dirt back. Our system builds a complete assembly on the outside of the wall: a membrane that seals the concrete, rigid insulation that protects the membrane and keeps the wall warm, a drainage board that gives water a free path downward, and new weeping tile that carries it away. Each layer protects the one behind it, and together they keep both water and frost off the foundation.</p>

<h2>Our six-step process</h2>
<ol>
<li><strong>Assessment and excavation.</strong> We confirm the cause, locate services and dig down to the footing along the walls being waterproofed, protecting landscaping and hard surfaces as we go.</li>
<li><strong>Surface preparation.</strong> The wall is cleaned down to sound concrete, old coatings and loose parging are removed, and cracks and tie holes are repaired so the membrane bonds to a solid surface.</li>
<li><strong>Membrane installation.</strong> A rubberized membrane that stays flexible to -40°C is applied from the footing up to grade, lapped at every seam and sealed at the footing joint.</li>
<li><strong>Insulation and protection layer.</strong> Rigid insulation board goes over the membrane, sealing it in, shielding it from backfill stones and moving the freezing point away from the concrete.</li>
<li><strong>Drainage system.</strong> A dimpled drainage board and new perforated weeping tile, bedded in clear stone and wrapped in filter fabric, carry water down and away to a sump or approved outlet.</li>
<li><strong>Backfill and restoration.</strong> We backfill in compacted lifts, grade the soil away from the house and restore the surface, then hand you your warranty documentation.</li>
</ol>

<h2>Built for -40 to +30°C</h2>
<p>Materials that work in milder climates often fail here. A membrane that turns stiff in deep cold will crack the first time the wall moves, and an uninsulated wall lets frost reach the concrete every winter. The membranes we use stay flexible to -40°C, and the insulation layer keeps the whole assembly within a far narrower temperature range than the soil around it. That is why a properly installed system is expected to keep working for 20 to 30 years.</p>
<blockquote><p>"Most of the leaks we fix were not caused by one big crack. They come from a coating that gave up years ago and drainage that stopped draining. Replace both properly and the basement stays dry." <em>Mike Tessier, Project Manager, Thunder Bay</em></p></blockquote>

<h2>3-5 days instead of 7-10</h2>
<p>Exterior waterproofing is often quoted at 7 to 10 days with the yard open the whole time. Our crews follow the same systemized sequence on every job, arrive with the right equipment and materials on day one, and complete a typical home in <strong>3 to 5 days</strong>. Less time with an open excavation means less exposure to rain, less disruption for your family and a faster return to normal.</p>

<h2>What does it cost?</h2>
<p>As a guide, exterior waterproofing runs <strong>$200 to $500 per linear foot</strong>. A typical full-perimeter project for a Thunder Bay home falls between <strong>$25,000 and $55,000</strong>. Where your project lands in that range depends on:</p>
<ul>
<li>the length of wall and the depth to the footing,</li>
<li>access for equipment, and whether decks, steps or driveways have to be worked around,</li>
<li>how much crack repair and surface preparation the wall needs,</li>
<li>the condition of the existing drainage and where the new weeping tile can discharge.</li>
</ul>
<p>Estimates usually take a few hours to a couple of days, and many can be prepared virtually from photos and a few details about the house. In-house financing is available in specific cases, and payment plans can be arranged in select situations.</p>

<h2>When can the work be done?</h2>
<p>We excavate from <strong>March to December</strong>, with May to October the easiest months for digging and restoring a yard. If your basement needs attention in the middle of winter, an interior system may be the better choice for now; see <a href="/blog/interior-waterproofing-systems">our guide to interior waterproofing systems</a>.</p>

<h2>The warranty</h2>
<p>Full-perimeter exterior waterproofing is covered by a <strong>5-year fully transferable warranty on materials and workmanship</strong>. If you sell the house, the coverage goes with it, which buyers and home inspectors appreciate. If your project also includes steel systems such as push piers or wall supports, those carry a 25-year manufacturer warranty. You receive written documentation at completion.</p>

<h2>Exterior or interior?</h2>
<p>Exterior waterproofing is the most complete fix: it stops water before it reaches the wall and protects the concrete from frost. <a href="/services/interior-waterproofing">Interior waterproofing</a> manages water that has already come through and makes sense when excavation is impractical or out of season. If the wall itself is cracked, bowing or settling, we pair waterproofing with <a href="/services/foundation-repair-replacement">foundation repair and replacement</a> so the system goes onto a sound structure.</p>

<h2>Next steps</h2>
<p>If your basement takes on water every spring, or you are about to finish it and want to do it once, we can help. Read more about our <a href="/services/exterior-waterproofing">exterior waterproofing service</a>, call us toll-free at <a href="tel:+18885550137">1-888-555-0137</a>, or send a few photos through our estimate form. We contact every enquiry within 24 hours.</p>
<p><a href="/contact">Get Free Estimate</a></p>
`.trim();

const interiorArticle = `
<p>Not every wet basement needs an excavator. When the yard is hard to reach, the ground is frozen or the budget points elsewhere, an interior waterproofing system can manage water reliably from inside the house. In Winnipeg, Sudbury and Thunder Bay we install interior systems every winter. This guide explains how they work, what they cost and how to decide between interior and exterior waterproofing.</p>

<h2>Signs an interior system may help</h2>
<ul>
<li>Water or a damp line appears where the floor meets the wall, especially during the spring thaw.</li>
<li>Efflorescence (white, chalky deposits) on the lower part of the walls.</li>
<li>A musty smell or humidity that a portable dehumidifier cannot keep up with.</li>
<li>An old sump pit with no backup, or no sump at all, in an area with high groundwater.</li>
</ul>
<p>Any of these can also point to a drainage or structural problem outside, which is why every recommendation starts with an assessment.</p>

<h2>How an interior system works</h2>
<p>Exterior waterproofing keeps water off the wall. An interior system accepts that some water will reach the foundation and controls where it goes: it collects water at the base of the wall, before it reaches your floor, and pumps it out of the house. It has four parts.</p>

<h3>Perimeter drainage channel</h3>
<p>We cut a narrow strip of the basement slab along the walls, dig a shallow trench beside the footing and lay a perforated drainage channel in clear stone. Water that seeps through the wall or up at the joint between wall and floor, which is the most common leak point, drops into the channel instead of spreading across the floor. The slab is then patched with new concrete.</p>

<h3>Sump pump with battery backup</h3>
<p>The channel slopes to a sealed sump pit with a new pump that discharges the water outside, well away from the foundation. The heaviest water usually arrives during spring thaw and summer storms, which is also when the power is most likely to go out, so every system we install includes a <strong>battery backup</strong> that keeps pumping when the grid does not.</p>

<h3>Vapor barriers</h3>
<p>Concrete walls pass moisture even when they do not drip. A vapor barrier on the walls directs any seepage down into the drainage channel behind it and keeps damp air off finishes, framing and stored belongings.</p>

<h3>Optional dehumidification</h3>
<p>For finished basements, or any space that still feels damp in summer, we can add a dehumidifier sized for the area. It keeps humidity in check, reduces musty odours and helps protect drywall, flooring and furniture.</p>

<h2>Interior or exterior: which is right for you?</h2>
<p>Both approaches work when they are matched to the house. As a rule of thumb:</p>
<ul>
<li><strong>Choose interior waterproofing</strong> when excavation is difficult (tight lot lines, driveways, decks, mature trees), when you need the work done in winter, when water enters mainly at the floor joint, or when the budget does not allow a full exterior job.</li>
<li><strong>Choose <a href="/services/exterior-waterproofing">exterior waterproofing</a></strong> when you want to stop water before it reaches the wall, when the wall needs protection from frost, when the basement is being finished and you want the most complete solution, or when the existing weeping tile has failed.</li>
<li><strong>Fix the structure first</strong> when walls are bowing, cracking horizontally or settling. Water management works best on a sound foundation, so we combine it with <a href="/services/foundation-repair-replacement">foundation repair</a> or <a href="/services/everbrace-wall-restoration">EverBrace wall restoration</a> where needed.</li>
</ul>
<blockquote><p>"Interior systems are not the budget version of exterior waterproofing. They solve a different problem, and for a lot of Winnipeg homes on heavy clay they are exactly the right answer." <em>Jenna Halvorsen, Project Manager, Winnipeg</em></p></blockquote>

<h2>What does it cost?</h2>
<p>Interior waterproofing costs <strong>about $200 per linear foot</strong> of wall treated. Exterior waterproofing, by comparison, runs $200 to $500 per linear foot, with a typical full-perimeter project between $25,000 and $55,000. The final price of an interior system depends on:</p>
<ul>
<li>how many walls need the drainage channel,</li>
<li>whether finished walls or flooring have to be removed and replaced,</li>
<li>the location of the sump pit and the route of the discharge line,</li>
<li>whether a dehumidifier is included.</li>
</ul>
<p>Estimates usually take a few hours to a couple of days and can often be prepared virtually from photos. In-house financing is available in specific cases, and payment plans in select situations.</p>

<h2>Why we install in winter</h2>
<p>Our exterior crews excavate from March to December. Interior systems need no digging outside, so we usually install them from <strong>December to February</strong>. That has real advantages: your system is in and tested before the spring melt, your landscaping is never touched, and scheduling is easier than at the height of the summer season.</p>

<h2>What installation looks like</h2>
<ol>
<li><strong>Assessment.</strong> We find where water is getting in and check the walls for structural problems before anything is cut.</li>
<li><strong>Preparation.</strong> We protect the work area, move belongings and set up dust control.</li>
<li><strong>Channel and pit.</strong> The slab is cut along the walls, the drainage channel is laid in clear stone and the sump pit is set at the low point.</li>
<li><strong>Pump and discharge.</strong> The sump pump, battery backup and discharge line are installed and tested with water.</li>
<li><strong>Finishing.</strong> The slab is patched, vapor barriers go on the walls and the optional dehumidifier is set up.</li>
</ol>
<p>Most interior systems are completed in a few working days, and the basement is usable again as soon as the new concrete has set.</p>

<h2>Warranty and documentation</h2>
<p>Coverage on interior waterproofing is job-specific and is written into your proposal before work begins, so you know exactly what is covered. If your project includes steel systems such as EverBrace wall supports or adjustable steel posts, those carry a 25-year manufacturer warranty. You receive written documentation at completion.</p>

<h2>Where we install interior systems</h2>
<p>We install interior waterproofing in Thunder Bay, Sudbury, Winnipeg, North Bay, St. Clements and East St. Paul. Learn more on our <a href="/services/interior-waterproofing">interior waterproofing service page</a>, or read how our <a href="/blog/advanced-exterior-waterproofing-thunder-bay">sealed-insulation exterior system</a> works if you are weighing both options.</p>

<h2>Next steps</h2>
<p>If water is showing up at the base of your walls, call us toll-free at <a href="tel:+18885550137">1-888-555-0137</a> or send a few photos through our estimate form. We contact every enquiry within 24 hours.</p>
<p><a href="/contact">Get Free Estimate</a></p>
`.trim();

export const seedBlogPosts: (z.input<typeof blogPostInput> & { created_at: string })[] = [
  {
    title: 'Advanced Exterior Waterproofing in Thunder Bay: How Our Sealed-Insulation System Works',
    slug: 'advanced-exterior-waterproofing-thunder-bay',
    excerpt:
      'Why Thunder Bay basements leak, and how our sealed-insulation system (a membrane flexible to -40°C, rigid insulation, drainage board and new weeping tile) keeps them dry with a 3-5 day install instead of 7-10.',
    content: exteriorArticle,
    image: '/images/blog/advanced-exterior-waterproofing-thunder-bay.webp',
    author_name: 'Mike Tessier',
    author_role: 'Project Manager, Thunder Bay',
    author_avatar: '/images/avatars/mike-tessier.webp',
    category: 'Exterior Waterproofing',
    featured: true,
    published: true,
    created_at: '2026-01-20T15:00:00.000Z',
  },
  {
    title: 'Interior Waterproofing Systems: How They Work and When to Choose Them',
    slug: 'interior-waterproofing-systems',
    excerpt:
      'A perimeter drainage channel, a sump pump with battery backup, vapor barriers and optional dehumidification: how interior waterproofing works, what it costs and when it beats digging outside.',
    content: interiorArticle,
    image: '/images/blog/interior-waterproofing-systems.webp',
    author_name: 'Jenna Halvorsen',
    author_role: 'Project Manager, Winnipeg',
    author_avatar: '/images/avatars/jenna-halvorsen.webp',
    category: 'Interior Waterproofing',
    featured: false,
    published: true,
    created_at: '2026-02-10T16:00:00.000Z',
  },
];
