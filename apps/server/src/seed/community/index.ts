export { DEMO_COMMUNITY, demoCommunitySeed } from './demo-community';
export { generateCommunity, type GeneratedCommunity, type SeedBoard } from './generator';
export { COMMUNITY_MEMBER_PREFIX, COMMUNITY_TEAM, DEMO_NICKNAME } from './members';
export { seedCommunityData, type SeedCommunityOptions, type SeededCommunity } from './seed';
