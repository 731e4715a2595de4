/**
 * The site's interface texts in English: the source catalogue (docs/web.md, "Languages").
 * ICU MessageFormat (`{name}`, `{count, plural, ...}`); `messages.fr.ts` must have every key, with
 * the same arguments, or the type check (and so `npm run build`) fails. Page copy is not here:
 * it lives in each feature's `content.ts` / `content.fr.ts`.
 *
 * Namespaces an island uses (`islandNamespaces` in islands/island-names.ts) stay flat: the
 * island gets only its namespace, precompiled, as a prop (i18n/island-translator.ts).
 */
export const messagesEn = {
  header: {
    skipToMain: 'Skip to main content',
    home: '{brand}, home',
    mainNav: 'Main',
    services: 'Services',
    resources: 'Resources',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileNav: 'Mobile',
    call: 'Call {phone}',
    otherLanguage: 'Français',
    otherLanguageLabel: 'Lire cette page en français',
  },
  footer: {
    services: 'Services',
    company: 'Company',
    resources: 'Resources',
    serving: 'Serving Northern & Northwestern Ontario and Manitoba.',
    loading: 'Loading...',
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page not found',
    lead: 'We could not find that page. It may have moved, or the address may have a typo. Our services, service areas and free estimates are one click away.',
    home: 'Back to the home page',
    contact: 'Contact us for a free estimate',
    metaDescription: 'This page does not exist. Find foundation repair and waterproofing help from Northrock, or ask for a free estimate.',
    metaKeywords: 'page not found',
  },
  error: {
    title: 'Something went wrong',
    fallback: 'An error occurred',
    retry: 'Please try again in a moment, or call us: we are happy to help.',
    pageFailed: 'We could not show this page. Please try again in a moment.',
    pageMissing: 'The page you asked for does not exist.',
    home: 'Back to the home page',
    contact: 'Contact us',
  },
  loading: {
    page: 'Loading...',
    services: 'Loading services...',
    testimonials: 'Loading testimonials...',
    systems: 'Loading systems...',
    blog: 'Loading blog posts...',
  },
  sections: {
    call: 'Call',
    estimate: 'Get Free Estimate',
    ctaTitle: 'Get your free foundation estimate',
    ctaText: 'Send us a few photos and details and we will get back to you within 24 hours. Most estimates are done virtually, in hours to a couple of days.',
    relatedServices: 'Related services',
    feature: 'Feature',
    mapTitle: 'Northrock service area map',
    mapDescription:
      'Northrock serves three markets: Winnipeg and area in Manitoba, Thunder Bay and area in Northwestern Ontario (headquarters), and Greater Sudbury in Northern Ontario.',
    headquarters: 'Headquarters',
    lakeSuperior: 'Lake Superior',
    manitoba: 'Manitoba',
    northernOntario: 'Northern Ontario',
    breadcrumbHome: 'Home',
  },
  toast: {
    dismiss: 'Dismiss notification',
  },
  carousel: {
    label: 'Video reels',
    slide: '{position} of {count}: {title}',
    previous: 'Previous video',
    next: 'Next video',
    play: 'Play',
    pause: 'Pause',
  },
  contactForm: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    address: 'Address',
    city: 'City',
    subject: 'Subject',
    message: 'Description',
    required: '{field} is required',
    notText: '{field} must be text',
    tooLong: '{field} must be at most {max, number} characters',
    invalidEmail: '{field} must be a valid email address',
    invalidPhone: '{field} must be a phone number (7 to 15 digits)',
    honeypot: 'Leave this field empty',
    photos: 'Photos (optional)',
    photosHint: 'Images only. Max {maxFiles} files, {maxMb}MB each.',
    filesSelected: '{count} file(s) selected',
    tooManyFiles: 'You can attach at most {maxFiles} photos.',
    fileTooLarge: '{name} is larger than {maxMb}MB.',
    notAnImage: '{name} is not an image.',
    busy: 'Uploading photos...',
    submit: 'Get My Free Estimate',
    success: "Thank you! We'll contact you within 24 hours.",
    failure: 'Failed to submit form. Please try again.',
    uploadFailure: 'Failed to upload photos',
    tooManyEnquiries: 'Too many enquiries from your address: please try again later, or call us.',
    unavailable: 'The service is briefly unavailable: please try again in a few seconds.',
    dismiss: 'Dismiss notification',
    preparing: 'Preparing…',
    waiting: 'Waiting for a connection…',
    uploaded: 'Uploaded',
    progress: '{percent}%',
    photoStatus: '{name}: {status}',
    remove: 'Remove {name}',
    failed: '{name}: {detail}',
    stillUploading: 'Your photos are still uploading: keep this page open',
    savedOffline: 'Saved on your phone: it will be sent as soon as you are back online',
  },
  contactInfo: {
    title: 'Contact Information',
    phone: 'Phone',
    email: 'Email',
    serviceArea: 'Service Area',
    officeHours: 'Office Hours',
    reply: 'We reply to every enquiry within 24 hours.',
  },
} as const;

/** The catalogue's shape: what every language must provide. */
export type Messages = typeof messagesEn;
export type Namespace = keyof Messages;
