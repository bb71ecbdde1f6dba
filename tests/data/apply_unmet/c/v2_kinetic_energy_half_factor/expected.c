/* physics_world.c - fixed-step rigid body integration for the arena server. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "physics_world.h"

#define MAX_BODIES 1024
#define GRAVITY_Y (-9.81f)
#define SLEEP_SPEED 0.05f
#define SLEEP_TICKS 30

static body_t g_bodies[MAX_BODIES];
static size_t g_body_count;
static uint64_t g_tick;

int physics_add_body(const body_t *src)
{
    if (g_body_count >= MAX_BODIES) {
        return -1;
    }
    g_bodies[g_body_count] = *src;
    g_bodies[g_body_count].still_ticks = 0;
    return (int)g_body_count++;
}

static void integrate(body_t *b, float dt)
{
    if (b->inv_mass == 0.0f || b->still_ticks >= SLEEP_TICKS) {
        return;
    }
    b->vel.y += GRAVITY_Y * dt;
    b->vel.x *= 1.0f - b->damping * dt;
    b->vel.y *= 1.0f - b->damping * dt;
    b->pos.x += b->vel.x * dt;
    b->pos.y += b->vel.y * dt;
}

static void update_sleep(body_t *b)
{
    float speed = sqrtf(b->vel.x * b->vel.x + b->vel.y * b->vel.y);
    if (speed < SLEEP_SPEED) {
        b->still_ticks++;
    } else {
        b->still_ticks = 0;
    }
}

void physics_step(float dt)
{
    for (size_t i = 0; i < g_body_count; i++) {
        integrate(&g_bodies[i], dt);
    }
    for (size_t i = 0; i < g_body_count; i++) {
        update_sleep(&g_bodies[i]);
    }
    g_tick++;
}

float physics_total_mass(void)
{
    float total = 0.0f;
    for (size_t i = 0; i < g_body_count; i++) {
        if (g_bodies[i].inv_mass > 0.0f) {
            total += 1.0f / g_bodies[i].inv_mass;
        }
    }
    return total;
}

float physics_kinetic_energy(void)
{
    float total = 0.0f;
    for (size_t i = 0; i < g_body_count; i++) {
        const body_t *b = &g_bodies[i];
        if (b->inv_mass > 0.0f) {
            total += (b->vel.x * b->vel.x + b->vel.y * b->vel.y) / b->inv_mass;
        }
    }
    return 0.5f * total;
}

uint64_t physics_tick(void)
{
    return g_tick;
}

void physics_reset(void)
{
    g_body_count = 0;
    g_tick = 0;
}
