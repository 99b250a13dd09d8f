import type {
  CampusVerification,
  CompanyCampusPosting,
  OpsPartner,
  PartnerSchool,
  PartnerState,
} from '@ilteo/contract';

/**
 * The fields that leave (decision 0042): schools, counts and dates. No
 * answer carries a roster's names, birth dates, student numbers or hashes.
 */

const iso = (value: Date | string): string => new Date(value).toISOString();

const stateOf = (state: string): PartnerState => (state === 'ended' ? 'ended' : 'active');

export function presentOpsPartner(row: {
  universityId: number;
  name: string;
  state: string;
  rosterCount: number;
  verifiedCount: number;
  partneredAt: Date;
  endedAt: Date | null;
}): OpsPartner {
  return {
    universityId: row.universityId,
    name: row.name,
    state: stateOf(row.state),
    rosterCount: row.rosterCount,
    verifiedCount: row.verifiedCount,
    partneredAt: iso(row.partneredAt),
    endedAt: row.endedAt === null ? null : iso(row.endedAt),
  };
}

export const presentSchool = (row: { universityId: number; name: string }): PartnerSchool => ({
  universityId: row.universityId,
  name: row.name,
});

export const presentVerification = (row: {
  universityId: number;
  universityName: string;
  verifiedAt: Date;
}): CampusVerification => ({
  universityId: row.universityId,
  universityName: row.universityName,
  verifiedAt: iso(row.verifiedAt),
});

export const presentCompanyCampusPosting = (row: {
  postingId: number;
  postingTitle: string;
  universityId: number;
  universityName: string;
  createdAt: Date;
}): CompanyCampusPosting => ({
  postingId: row.postingId,
  postingTitle: row.postingTitle,
  universityId: row.universityId,
  universityName: row.universityName,
  createdAt: iso(row.createdAt),
});
