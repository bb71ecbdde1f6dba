package net.skyrift.server.physics

import kotlin.math.sqrt

data class Vec2(val x: Float, val y: Float) {
    operator fun plus(o: Vec2) = Vec2(x + o.x, y + o.y)
    operator fun minus(o: Vec2) = Vec2(x - o.x, y - o.y)
    operator fun times(s: Float) = Vec2(x * s, y * s)
    fun length(): Float = sqrt(x * x + y * y)
}

class Body(
    val entityId: Int,
    var position: Vec2,
    var velocity: Vec2,
    val radius: Float,
    val mass: Float,
) {
    val isStatic: Boolean get() = mass == 0f
}

class PhysicsWorld(private val gravity: Vec2 = Vec2(0f, -9.81f)) {
    private val bodies = mutableMapOf<Int, Body>()
    var tick: Long = 0
        private set

    fun add(body: Body) {
        bodies[body.entityId] = body
    }

    fun remove(entityId: Int) {
        bodies.remove(entityId)
    }

    fun step(dt: Float) {
        for (body in bodies.values) {
            if (body.isStatic) continue
            body.velocity = body.velocity + gravity * dt
            body.position = body.position + body.velocity * dt
        }
        resolveCollisions()
        tick++
    }

    private fun resolveCollisions() {
        val list = bodies.values.toList()
        for (i in list.indices) {
            for (j in i + 1 until list.size) {
                val a = list[i]
                val b = list[j]
                val delta = b.position - a.position
                val dist = delta.length()
                val overlap = a.radius + b.radius - dist
                if (overlap <= 0f || dist == 0f) continue
                val normal = delta * (1f / dist)
                when {
                    a.isStatic && b.isStatic -> Unit
                    a.isStatic -> b.position = b.position + normal * overlap
                    b.isStatic -> a.position = a.position - normal * overlap
                    else -> {
                        a.position = a.position - normal * (overlap / 2f)
                        b.position = b.position + normal * (overlap / 2f)
                    }
                }
            }
        }
    }

    fun snapshot(): List<Triple<Int, Vec2, Vec2>> =
        bodies.values.map { Triple(it.entityId, it.position, it.velocity) }
}
