// [unchanged]

class PhysicsWorld(
    private val gravity: Vec2 = Vec2(0f, -9.81f),
    private val maxSpeed: Float = 60f,
) {
    // [unchanged]

    fun step(dt: Float) {
        for (body in bodies.values) {
            if (body.isStatic) continue
            body.velocity = clampSpeed(body.velocity + gravity * dt)
            body.position = body.position + body.velocity * dt
        }
        resolveCollisions()
        tick++
    }

    private fun clampSpeed(v: Vec2): Vec2 {
        val speed = v.length()
        return if (speed > maxSpeed) v * (maxSpeed / speed) else v
    }

    // [unchanged]
}
