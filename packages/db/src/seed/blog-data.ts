/** The demo shop's Learning Center: topics, authors and articles (issue 14). */

export const demoBlogTopics = [
  { name: 'Guides', slug: 'guides', description: 'How to choose, pack and use your gear, step by step.' },
  {
    name: 'Trail News',
    slug: 'trail-news',
    description: 'New gear, new trails and what is happening at the shop.',
  },
  {
    name: 'Care & Repair',
    slug: 'care-and-repair',
    description: 'Make your gear last: cleaning, storing and mending.',
  },
];

export const demoBlogAuthors = [
  {
    name: 'Maya Torres',
    slug: 'maya-torres',
    bio: 'Trail guide in the Sierra for twelve seasons. Maya tests every tent we sell before it reaches the shelf.',
    color: '#2f6f4f',
  },
  {
    name: 'Sam Okafor',
    slug: 'sam-okafor',
    bio: 'Gear technician and weekend climber. Sam runs our repair bench and answers your questions about care.',
    color: '#7a5c2e',
  },
];

interface DemoArticle {
  title: string;
  summary: string;
  body: string;
  topics: string[];
  author: string;
  products: string[];
  /** Days before the seed (negative: scheduled that far ahead). */
  age: number;
  draft?: boolean;
}

export const demoArticles: DemoArticle[] = [
  {
    title: 'Spring Trail Season Is Here',
    summary: 'Our picks for the first warm weekends on the trail.',
    topics: ['trail-news'],
    author: 'maya-torres',
    products: ['Trailblazer Rain Jacket', 'Ridgeline Headlamp', 'Granite Water Bottle'],
    age: 0,
    body: `<p>The snow is retreating from the lower trails and the first wildflowers are out. Spring weekends are short and the weather changes fast, so pack light but pack smart.</p>
<h2>Layers beat one big coat</h2>
<p>Mornings start near freezing and afternoons can be warm. A breathable base layer, a light fleece and a waterproof shell let you adjust as the day goes.</p>
<h2>Our three spring essentials</h2>
<ul><li><strong>A rain jacket</strong> that packs into its own pocket.</li><li><strong>A headlamp</strong>, because the days are still shorter than you think.</li><li><strong>Water</strong>: streams are running high and cloudy, so carry your own.</li></ul>
<p>See you on the trail!</p>`,
  },
  {
    title: 'How to Choose a Sleeping Bag',
    summary: 'Temperature ratings, fill types and fit, explained.',
    topics: ['guides'],
    author: 'maya-torres',
    products: ['Backcountry Bivy', 'Summit 2-Person Tent'],
    age: 5,
    body: `<p>A good night's sleep decides how much you enjoy the next day. Three things matter when choosing a sleeping bag: its temperature rating, what it is filled with and how it fits.</p>
<h2>Temperature ratings</h2>
<p>Bags are tested to the EN/ISO 23537 standard. Look at the <em>comfort</em> rating, not the <em>limit</em>: the comfort rating is where an average sleeper stays warm all night.</p>
<h2>Down or synthetic?</h2>
<p>Down is lighter and packs smaller; synthetic fill keeps insulating when damp and costs less. For wet climates, choose synthetic or treated down.</p>
<h2>Fit</h2>
<p>A mummy shape is warmest because there is less air to heat. If you sleep on your side, try a wider cut before you buy.</p>`,
  },
  {
    title: 'Meet the New Ridge Runner',
    summary: 'A lighter, grippier trail shoe for fast days out.',
    topics: ['trail-news'],
    author: 'sam-okafor',
    products: [],
    age: 10,
    body: `<p>The new Ridge Runner is 40 grams lighter per shoe than last year's model and has a stickier outsole for wet rock.</p>
<p>We ran it on muddy forest paths and dry granite slabs. The grip on wet stone impressed us most; the cushioning is firm, which suits fast hikers more than long-distance walkers.</p>`,
  },
  {
    title: 'Leave No Trace: Seven Principles',
    summary: 'Simple habits that keep wild places wild.',
    topics: ['guides'],
    author: 'maya-torres',
    products: ['Nightfall Lantern'],
    age: 15,
    body: `<p>Every visit leaves a mark. These seven principles keep that mark as small as possible.</p>
<ol><li>Plan ahead and prepare.</li><li>Travel and camp on durable surfaces.</li><li>Dispose of waste properly.</li><li>Leave what you find.</li><li>Minimise campfire impacts: a lantern is kinder than a fire.</li><li>Respect wildlife.</li><li>Be considerate of other visitors.</li></ol>`,
  },
  {
    title: 'Re-Proofing Your Rain Jacket',
    summary: 'When water stops beading, it is time to wash and re-proof.',
    topics: ['care-and-repair'],
    author: 'sam-okafor',
    products: ['Trailblazer Rain Jacket'],
    age: 20,
    body: `<p>If your jacket feels damp inside after rain, the outer fabric is probably "wetting out": its water-repellent finish has worn off.</p>
<h2>Wash it first</h2>
<p>Dirt and body oils clog the membrane. Wash with a technical cleaner, never fabric softener.</p>
<h2>Then re-proof</h2>
<p>Use a spray-on or wash-in proofer and dry on low heat, which reactivates the finish.</p>`,
  },
  {
    title: 'Caring for Your Tent After a Wet Trip',
    summary: 'Dry it, clean it, store it loose: three steps to a tent that lasts.',
    topics: ['care-and-repair', 'guides'],
    author: 'sam-okafor',
    products: ['Summit 2-Person Tent', 'Alpine Dome Tent'],
    age: 25,
    body: `<p>Packing a tent away wet is the quickest way to ruin it: mildew stains the fabric and breaks down its coating.</p>
<p>Pitch it at home or hang it up until every seam is dry, brush out the grit, and store it loosely in a cotton bag rather than its tight stuff sack.</p>`,
  },
  {
    title: 'Winter Camping: Our First-Timer Checklist',
    summary: 'Everything we pack for a first night out in the snow.',
    topics: ['guides'],
    author: 'maya-torres',
    products: ['Alpine Dome Tent', 'Ridgeline Headlamp'],
    age: -3,
    body: '<p>A first winter night out is magical when you are warm. Here is everything we pack.</p>',
  },
  {
    title: 'Packing List for a Three-Day Hike',
    summary: 'A draft our team is still arguing about.',
    topics: ['guides'],
    author: 'sam-okafor',
    products: [],
    age: 1,
    draft: true,
    body: '<p>Work in progress.</p>',
  },
];
