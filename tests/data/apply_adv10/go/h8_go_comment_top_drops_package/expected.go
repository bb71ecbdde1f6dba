package main

import "fmt"

// Greeter builds greetings for a fixed name.
type Greeter struct {
	Name     string
	Greeting string
}

// Greet returns the greeting.
func (g Greeter) Greet() string {
	if g.Greeting == "" {
		return fmt.Sprintf("Hello, %s!", g.Name)
	}
	return fmt.Sprintf("%s, %s!", g.Greeting, g.Name)
}

func main() {
	g := Greeter{Name: "world", Greeting: "Hi"}
	fmt.Println(g.Greet())
}
