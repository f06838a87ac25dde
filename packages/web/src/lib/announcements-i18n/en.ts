/**
 * The announcements' strings (i18next namespace `announcements`): the banner carousel, the
 * `/noticePage` page and the popup notices. Like the other features' strings they come with the
 * feature's chunks, in all three languages, and are added when first used.
 */
export const announcementsEn = {
  carousel: {
    label: 'Featured',
    roleDescription: 'carousel',
    slideRole: 'slide',
    slide: '{{number}} of {{total}}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Stop automatic slide show',
    play: 'Start automatic slide show',
    choose: 'Choose a slide',
    opens: '{{title}} (opens in a new tab)',
  },
  page: {
    title: 'Announcements',
    intro: 'News from the platform: maintenance, new games, payment methods and promotions.',
    loading: 'Loading the announcements…',
    failed: 'The announcements could not be loaded.',
    retry: 'Try again',
    empty: 'There are no announcements right now.',
    list: 'Announcements',
    pages: 'Pages of announcements',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
    choose: 'Choose an announcement to read it.',
    back: 'Back to the list',
    notFound: 'This announcement is no longer available.',
    promotion: 'Promotion',
    published: 'Published {{date}}',
  },
  popup: {
    count: 'Notice {{number}} of {{total}}',
    close: 'Close',
    next: 'Next notice',
    done: 'Got it',
  },
};

export type AnnouncementsStrings = typeof announcementsEn;
