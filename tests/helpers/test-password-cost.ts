/** The smallest cost config accepts (PASSWORD_HASH_COST): the same code as in production, a fraction of the CPU. */
export const TEST_PASSWORD_HASH_COST = 12;
