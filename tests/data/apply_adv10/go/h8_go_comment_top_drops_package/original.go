package main

import "fmt"

// Greeter builds greetings for a fixed name.
type Greeter struct {
	Name string
}

// Greet returns the greeting.
func (g Greeter) Greet() string {
	return fmt.Sprintf("Hello, %s!", g.Name)
}

func main() {
	g := Greeter{Name: "world"}
	fmt.Println(g.Greet())
}
