/** The mark in a dashboard address that starts the guided tour (the landing page has no router to start it). */
export const TOUR_HASH = '#tour';

/** Where "Watch Demo Video" goes: the dashboard (the back-test, the tour's first stop) with the tour started. */
export const TOUR_ADDRESS = `/dashboard${TOUR_HASH}`;
