/** One app of the demo catalogue: its store facts and the mean of its invented daily downloads. */
export interface DemoApp {
  packageName: string;
  name: string;
  developer: string;
  category: string;
  /** Installs 30 days before today; the demo's daily series adds up from here. */
  installs: number;
  dailyMean: number;
  rating: number;
  reviews: number;
  version: string;
  released: string;
  permissions: readonly string[];
}

const WALLET = [
  'take pictures and videos',
  'precise location (GPS and network-based)',
  'read your contacts',
  'full network access',
];
const BANK = [
  'take pictures and videos',
  'approximate location (network-based)',
  'read phone status and identity',
  'full network access',
];
const CALENDAR = [
  'read calendar events plus confidential information',
  'modify or delete the contents of your shared storage',
  'full network access',
];
const SHOP = [
  'take pictures and videos',
  'precise location (GPS and network-based)',
  'read the contents of your shared storage',
];
const RIDE = [
  'precise location (GPS and network-based)',
  'approximate location (network-based)',
  'directly call phone numbers',
];
const MARKET = ['full network access', 'view network connections', 'run at startup'];

const app = (
  packageName: string,
  name: string,
  developer: string,
  category: string,
  installs: number,
  dailyMean: number,
  rating: number,
  reviews: number,
  version: string,
  released: string,
  permissions: readonly string[],
): DemoApp => ({
  packageName,
  name,
  developer,
  category,
  installs,
  dailyMean,
  rating,
  reviews,
  version,
  released,
  permissions,
});

/**
 * The seeded demo catalogue, the default source offline: apps a Nepali user would look for. The well-known package
 * names (eSewa, Khalti, Hamro Patro, Daraz, inDrive, Uber) are the store's; the others are plausible, not checked
 * against it. Every figure is invented, of a plausible size; the page labels these answers "demo".
 */
// biome-ignore format: one app a line, a table
export const DEMO_APPS: readonly DemoApp[] = [
  app('com.f1soft.esewa', 'eSewa - Mobile Wallet (Nepal)', 'eSewa Fonepay Pvt. Ltd.', 'Finance', 12_430_000, 6200, 4.3, 312_000, '7.4.2', 'Jan 21, 2013', WALLET),
  app('com.khalti', 'Khalti Digital Wallet (Nepal)', 'Khalti Pvt. Ltd.', 'Finance', 6_120_000, 3900, 4.5, 148_000, '6.12.0', 'Aug 3, 2017', WALLET),
  app('com.swifttechnology.imepay', 'IME Pay', 'IME Digital Solution Ltd.', 'Finance', 2_870_000, 1400, 4.1, 61_000, '5.8.1', 'Mar 14, 2017', WALLET),
  app('com.mypay.wallet', 'MyPay Digital Wallet', 'MyPay Pvt. Ltd.', 'Finance', 540_000, 310, 4.0, 9_800, '3.2.4', 'Feb 2, 2019', WALLET),
  app('com.f1soft.nabilmbank', 'Nabil Smart Banking', 'Nabil Bank Limited', 'Finance', 1_910_000, 820, 4.2, 38_000, '4.6.0', 'Jul 9, 2015', BANK),
  app('com.f1soft.nicasiamobilebanking', 'NIC ASIA MoBank', 'NIC Asia Bank Ltd.', 'Finance', 2_340_000, 950, 4.1, 44_000, '5.1.3', 'May 22, 2016', BANK),
  app('com.f1soft.globalimemobilebanking', 'Global IME Smart Banking', 'Global IME Bank Ltd.', 'Finance', 2_050_000, 870, 4.0, 35_000, '4.9.2', 'Nov 11, 2015', BANK),
  app('com.f1soft.nimbmobilebanking', 'NIMB Smart Banking', 'Nepal Investment Mega Bank Ltd.', 'Finance', 980_000, 430, 3.9, 14_000, '3.7.5', 'Sep 1, 2016', BANK),
  app('com.f1soft.everestbank', 'Everest Bank Mobile Banking', 'Everest Bank Limited', 'Finance', 760_000, 280, 4.0, 11_500, '3.4.1', 'Apr 18, 2016', BANK),
  app('com.f1soft.kumaribank', 'Kumari Smart Banking', 'Kumari Bank Ltd.', 'Finance', 640_000, 260, 4.1, 9_100, '3.9.0', 'Jun 30, 2017', BANK),
  app('com.f1soft.rbbmobilebanking', 'RBB Smart', 'Rastriya Banijya Bank Ltd.', 'Finance', 1_120_000, 520, 3.8, 17_200, '4.0.6', 'Jan 15, 2018', BANK),
  app('com.f1soft.nbl', 'NBL Smart Banking', 'Nepal Bank Limited', 'Finance', 890_000, 410, 3.7, 13_400, '3.6.2', 'Oct 4, 2017', BANK),
  app('com.cdsc.meroshare', 'Mero Share', 'CDS and Clearing Ltd.', 'Finance', 3_260_000, 1800, 3.6, 52_000, '2.5.9', 'Feb 27, 2019', MARKET),
  app('com.nepsealpha.app', 'NepseAlpha - Stock Market', 'NepseAlpha', 'Finance', 410_000, 240, 4.4, 7_600, '2.3.0', 'Aug 19, 2020', MARKET),
  app('com.sharesansar.app', 'ShareSansar', 'ShareSansar Pvt. Ltd.', 'News & Magazines', 520_000, 260, 4.2, 8_300, '1.9.4', 'Dec 5, 2018', MARKET),
  app('com.merolagani.app', 'Merolagani - Nepal Share Market', 'Merolagani', 'Finance', 690_000, 330, 4.3, 12_700, '3.1.8', 'Mar 8, 2017', MARKET),
  app('com.nepse.tms', 'NEPSE TMS Mobile', 'Nepal Stock Exchange Ltd.', 'Finance', 870_000, 520, 3.2, 16_900, '1.4.2', 'Jul 1, 2021', MARKET),
  app('com.hamropatro', 'Hamro Patro : Nepali Calendar', 'Hamro Patro', 'Tools', 10_480_000, 4100, 4.6, 410_000, '9.1.0', 'Jun 5, 2012', CALENDAR),
  app('com.nepalipatro', 'Nepali Patro - Nepali Calendar', 'Nepali Patro', 'Tools', 3_150_000, 1300, 4.5, 96_000, '6.4.3', 'Apr 13, 2014', CALENDAR),
  app('com.meropatro', 'Mero Patro - Nepali Calendar', 'Mero Patro', 'Tools', 1_240_000, 560, 4.4, 31_000, '4.2.0', 'Sep 17, 2015', CALENDAR),
  app('com.daraz.android', 'Daraz Online Shopping App', 'Daraz', 'Shopping', 52_700_000, 21_000, 4.4, 1_640_000, '7.23.0', 'Aug 2, 2016', SHOP),
  app('com.sastodeal.android', 'Sastodeal - Online Shopping', 'Sastodeal Pvt. Ltd.', 'Shopping', 620_000, 240, 4.0, 10_200, '4.5.1', 'Jan 29, 2017', SHOP),
  app('com.hamrobazar.android', 'Hamrobazar - Buy & Sell', 'Hamrobazar', 'Shopping', 1_870_000, 690, 3.9, 29_400, '5.0.7', 'Nov 20, 2013', SHOP),
  app('com.foodmandu.app', 'Foodmandu - Food Delivery', 'Foodmandu Pvt. Ltd.', 'Food & Drink', 1_060_000, 470, 4.2, 21_800, '6.3.2', 'May 6, 2015', SHOP),
  app('com.bhojdeals.bhoj', 'Bhoj - Food Delivery', 'Bhoj Deals', 'Food & Drink', 350_000, 150, 4.1, 5_900, '3.8.0', 'Oct 10, 2016', SHOP),
  app('com.pathao.user', 'Pathao - Rides, Food & Parcel', 'Pathao Ltd.', 'Maps & Navigation', 5_630_000, 2600, 4.2, 123_000, '5.14.1', 'Oct 23, 2018', RIDE),
  app('sinet.startup.inDriver', 'inDrive. Rides with fair fares', 'inDrive', 'Maps & Navigation', 214_000_000, 95_000, 4.7, 7_950_000, '5.106.0', 'Jun 10, 2013', RIDE),
  app('com.ubercab', 'Uber - Request a ride', 'Uber Technologies, Inc.', 'Maps & Navigation', 512_000_000, 160_000, 4.6, 18_300_000, '4.560.10002', 'May 21, 2012', RIDE),
  app('com.tootle.rider', 'Tootle - Ride Sharing Nepal', 'Tootle Pvt. Ltd.', 'Maps & Navigation', 470_000, 120, 3.8, 8_100, '3.0.4', 'Jan 8, 2017', RIDE),
  app('com.ntc.mobileapp', 'Nepal Telecom', 'Nepal Telecom', 'Tools', 4_280_000, 1700, 3.5, 83_000, '6.2.1', 'Jun 17, 2016', BANK),
  app('com.ncell.app', 'Ncell App', 'Ncell Axiata Ltd.', 'Tools', 6_910_000, 2300, 4.1, 140_000, '7.8.0', 'Mar 3, 2015', BANK),
];
