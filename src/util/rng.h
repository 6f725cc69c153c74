/* rng.h — owns moyo's one pseudo-random generator: xorshift64 (Marsaglia
 * 2003, shifts 13/7/17).  Fast and good enough for playouts, random games
 * and sampling; the state is a uint64_t the caller owns (never zero), so
 * threads and readers each keep their own and runs repeat from a seed.
 */
#ifndef MOYO_RNG_H
#define MOYO_RNG_H

#include <stdint.h>

static inline uint64_t rng_next(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *s = x;
    return x;
}

/* Uniform in 0..n-1 (n >= 1), by multiply-shift of the high 32 bits. */
static inline uint32_t rng_below(uint64_t *s, uint32_t n)
{
    return (uint32_t)(((rng_next(s) >> 32) * (uint64_t)n) >> 32);
}

/* A usable state from any seed: xorshift must never hold 0. */
static inline uint64_t rng_seed(uint64_t seed)
{
    uint64_t x = seed ^ 0x9e3779b97f4a7c15ULL;
    return x ? x : 0x9e3779b97f4a7c15ULL;
}

#endif
