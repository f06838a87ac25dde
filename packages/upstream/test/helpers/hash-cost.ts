/**
 * The scrypt cost of every test upstream (`testConfig`) and of the template's demo hashes: the
 * lowest the upstream accepts. The suites hash thousands of times, and at the production cost
 * those hashes were over half of the upstream tests' time (transfer-upline, profile and login
 * files: 71 s, 33 s at this cost).
 */
export const testHashLogN = 10;
